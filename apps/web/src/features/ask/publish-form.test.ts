import { CreateQuestionRequest } from "@ask/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  amountProblem,
  bonusRulesFor,
  deadlineProblem,
  defaultPublishValues,
  deriveTitle,
  endOfDay,
  hasContent,
  lastDeadlineDate,
  PublishForm,
  type PublishFormInput,
  plainText,
  ruleForVisibility,
  toCreateRequest,
} from "./publish-form";

const NOW = new Date(2025, 4, 10, 15, 30); // 10 May 2025, 15:30 local time

const valid = (overrides: Partial<PublishFormInput> = {}): PublishFormInput => ({
  ...defaultPublishValues(3, NOW),
  category_top: 11,
  category: 12,
  content: "<p>How do I plan my pension?</p>",
  ...overrides,
});

const issues = (input: PublishFormInput) => {
  const result = PublishForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("plain text of editor HTML", () => {
  it("drops tags, keeps words of inline tags together and separates blocks", () => {
    expect(plainText("<p>He<strong>llo</strong> <em>world</em></p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Hello world one two",
    );
  });

  it("decodes entities and folds white space", () => {
    expect(plainText("<p>&nbsp;a&amp;b &lt;c&gt; &#20320;&#x597D;</p><p><br></p>")).toBe("a&b <c> 你好");
  });

  it("treats empty paragraphs as blank but an image as content", () => {
    expect(hasContent("<p></p><p>&nbsp; <br></p>")).toBe(false);
    expect(hasContent('<p><img src="/uploads/x.png"></p>')).toBe(true);
    expect(hasContent("<p>x</p>")).toBe(true);
  });
});

describe("deriveTitle", () => {
  it("cuts a long text at a word boundary, at most 60 characters, with an ellipsis", () => {
    const text = "I have a React 18 dashboard that re-renders on every keystroke and the whole tree updates";
    expect(deriveTitle(`<p>${text}</p>`, "Untitled")).toBe(
      "I have a React 18 dashboard that re-renders on every…",
    );
    const zh = "一二三四五六七八九十".repeat(8);
    expect([...deriveTitle(`<p>${zh}</p>`, "默认")].length).toBeLessThanOrEqual(60);
  });

  it("keeps a short text whole", () => {
    expect(deriveTitle("<p><strong>Tax</strong> question</p>", "Untitled")).toBe("Tax question");
  });

  it("counts emoji as one character each and never splits one", () => {
    expect([...deriveTitle(`<p>${"😀".repeat(40)}</p>`, "x")]).toHaveLength(40);
    expect([...deriveTitle(`<p>${"😀".repeat(80)}</p>`, "x")]).toHaveLength(60);
  });

  it("falls back to the default when the content has no text", () => {
    expect(deriveTitle("<p> </p>", "Untitled question")).toBe("Untitled question");
  });
});

describe("deadline", () => {
  it("ends the chosen day at 23:59:59 local time", () => {
    expect(endOfDay("2025-05-17")).toEqual(new Date(2025, 4, 17, 23, 59, 59));
    expect(endOfDay("2025-02-30")).toBeNull();
    expect(endOfDay("")).toBeNull();
  });

  it("defaults to 7 days ahead", () => {
    expect(defaultPublishValues(null, NOW).deadline).toBe("2025-05-17");
  });

  it("must end in the future and within a year", () => {
    expect(deadlineProblem("2025-05-10", NOW)).toBeNull();
    expect(deadlineProblem("2025-05-09", NOW)).toBe("deadline_past");
    expect(deadlineProblem("", NOW)).toBe("deadline_required");
    expect(deadlineProblem("2026-05-09", NOW)).toBeNull();
    expect(deadlineProblem("2026-05-10", NOW)).toBe("deadline_too_far");
  });

  it("offers days up to 365 days from now", () => {
    expect(lastDeadlineDate(NOW)).toBe("2026-05-09");
    expect(lastDeadlineDate(new Date(2025, 4, 10, 23, 59, 59, 500))).toBe("2026-05-10");
  });
});

describe("amounts", () => {
  it.each([
    ["0", null],
    ["", null],
    ["12.5", null],
    ["12.50", null],
    ["1000000", null],
    ["12.345", "amount_decimals"],
    ["-1", "amount_negative"],
    ["abc", "amount_invalid"],
    ["1e3", "amount_invalid"],
    ["1000000.01", "amount_too_large"],
  ])("%j → %s", (value, problem) => {
    expect(amountProblem(value)).toBe(problem);
  });
});

describe("bonus rules and visibility", () => {
  it("offers all four rules when public and two when private", () => {
    expect(bonusRulesFor(true)).toHaveLength(4);
    expect(bonusRulesFor(false)).toEqual(["publisher_agree", "first_reply"]);
  });

  it("resets a rule that a private question does not allow", () => {
    expect(ruleForVisibility("highest_comment_score", false)).toBe("publisher_agree");
    expect(ruleForVisibility("first_reply", false)).toBe("first_reply");
    expect(ruleForVisibility("first_five_star", true)).toBe("first_five_star");
  });
});

describe("PublishForm", () => {
  it("accepts a complete form", () => {
    expect(issues(valid())).toEqual({});
  });

  it("requires channel, parent category and non-blank content", () => {
    expect(issues(valid({ channel: null, category_top: null, content: "<p> </p>" }))).toEqual({
      channel: "required",
      category_top: "required",
      content: "required",
    });
  });

  it("lets the child category be empty", () => {
    expect(issues(valid({ category: null }))).toEqual({});
  });

  it("reports amount and deadline problems on their fields", () => {
    expect(issues(valid({ bonus_amount: "1.234", paid_amount: "-2", deadline: "2025-05-01" }))).toEqual({
      bonus_amount: "amount_decimals",
      paid_amount: "amount_negative",
      deadline: "deadline_past",
    });
  });

  it("refuses a public-only rule on a private question", () => {
    expect(issues(valid({ is_public: false, bonus_rule: "first_five_star" }))).toEqual({
      bonus_rule: "private_rule",
    });
  });
});

describe("toCreateRequest", () => {
  it("builds a body the server contract accepts", () => {
    const values = PublishForm.parse(
      valid({
        bonus_amount: "12.5",
        paid_amount: "",
        is_public: false,
        bonus_rule: "first_reply",
        files: ["/uploads/0b8f7c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b/plan.pdf"],
      }),
    );
    const body = toCreateRequest(values, "Untitled", "Europe/Berlin");
    expect(body).toEqual({
      title: undefined,
      channel: 3,
      category_top: 11,
      category: 12,
      content: "<p>How do I plan my pension?</p>",
      bonus_amount: 12.5,
      paid_amount: 0,
      bonus_rule: "first_reply",
      deadline: "2025-05-17",
      time_zone: "Europe/Berlin",
      is_public: false,
      files: ["/uploads/0b8f7c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b/plan.pdf"],
    });
    expect(CreateQuestionRequest.safeParse(body).success).toBe(true);
  });

  it("sends a typed title (white space folded); the default title only for content without text", () => {
    const typed = toCreateRequest(PublishForm.parse(valid({ title: "  Pension   plan " })), "Untitled");
    expect(typed.title).toBe("Pension plan");
    expect(CreateQuestionRequest.safeParse(typed).success).toBe(true);
    const imageOnly = toCreateRequest(
      PublishForm.parse(valid({ content: '<p><img src="/uploads/x.png"></p>' })),
      "Untitled",
    );
    expect(imageOnly.title).toBe("Untitled");
  });

  it("refuses a title over 60 characters", () => {
    expect(issues(valid({ title: "长".repeat(61) }))).toEqual({ title: "title_too_long" });
    expect(issues(valid({ title: "长".repeat(60) }))).toEqual({});
  });

  it("sends a null category when only the parent is chosen", () => {
    const body = toCreateRequest(PublishForm.parse(valid({ category: null })), "Untitled");
    expect(body.category).toBeNull();
    expect(CreateQuestionRequest.safeParse(body).success).toBe(true);
  });
});
