import { describe, expect, it } from "vitest";
import {
  deriveQuestionTitle,
  graphemes,
  QUESTION_TITLE_MAX,
  questionTitle,
  TITLE_ELLIPSIS,
} from "./question-title.js";

const length = (s: string) => graphemes(s).length;

describe("deriveQuestionTitle", () => {
  it("keeps a short text whole, white space folded", () => {
    expect(deriveQuestionTitle("  How do I\n\tcenter a div?  ")).toBe("How do I center a div?");
  });

  it("cuts English at a word boundary, never inside a word, with an ellipsis", () => {
    const text =
      "I have a React 18 dashboard that re-renders on every keystroke and the profiler shows the whole tree updating";
    const title = deriveQuestionTitle(text);
    expect(title.endsWith(TITLE_ELLIPSIS)).toBe(true);
    expect(length(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    const kept = title.slice(0, -1);
    // What is kept is whole words of the text: the next character of the text is a space.
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(" ");
    expect(title).toBe("I have a React 18 dashboard that re-renders on every…");
  });

  it("drops a dangling comma or dash before the ellipsis", () => {
    const title = deriveQuestionTitle(
      "My build fails, and the error mentions webpack, babel, postcss, tailwind, and something else entirely",
    );
    expect(title).toMatch(/[a-z]…$/);
    expect(length(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
  });

  it("cuts Chinese at a word (not in the middle of 怎么), at most 60 characters", () => {
    const text = `${"我的React应用在切换路由的时候会出现白屏，控制台没有任何报错信息，".repeat(3)}请问应该怎么排查？`;
    const title = deriveQuestionTitle(text);
    expect(length(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    expect(title.endsWith(TITLE_ELLIPSIS)).toBe(true);
    const kept = title.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The cut falls where Intl.Segmenter puts a word boundary.
    const boundaries = new Set<number>();
    let at = 0;
    for (const w of new Intl.Segmenter("zh", { granularity: "word" }).segment(text)) {
      at += w.segment.length;
      boundaries.add(at);
    }
    expect(boundaries.has(kept.length)).toBe(true);
    // No dangling Chinese comma.
    expect(kept.endsWith("，")).toBe(false);
    // Close to the limit: Chinese words are short.
    expect(length(title)).toBeGreaterThanOrEqual(QUESTION_TITLE_MAX - 5);
  });

  it("keeps a short Chinese question whole", () => {
    expect(deriveQuestionTitle("<p>如何学习 TypeScript？</p>".replace(/<[^>]+>/g, ""))).toBe(
      "如何学习 TypeScript？",
    );
  });

  it("cuts Arabic between words", () => {
    const text =
      "لدي تطبيق ويب مكتوب بلغة جافاسكربت ويعاني من بطء شديد عند تحميل الصفحة الرئيسية فكيف يمكنني تحسين الأداء";
    const title = deriveQuestionTitle(text);
    expect(length(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    const kept = title.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(" ");
  });

  it("never splits an emoji (a family emoji is one character of several code points)", () => {
    const family = "👨‍👩‍👧‍👦";
    const text = `${"Family trip ideas ".repeat(2)}${family.repeat(40)}`;
    const title = deriveQuestionTitle(text);
    expect(length(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    // Every emoji kept is whole.
    const kept = title.slice(0, -1);
    expect(
      kept
        .replace(/Family trip ideas /g, "")
        .split(family)
        .join(""),
    ).toBe("");
    expect(deriveQuestionTitle(`Which emoji is best 😀 or 🎉? ${"more words here ".repeat(6)}`)).toContain(
      "😀",
    );
  });

  it("cuts a word too long for the room between characters", () => {
    const url = `https://example.com/${"a".repeat(120)}`;
    const title = deriveQuestionTitle(`See ${url} please`);
    expect(length(title)).toBe(QUESTION_TITLE_MAX);
    expect(title.startsWith("See https://example.com/aaaa")).toBe(true);
    const german = "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft";
    expect(length(deriveQuestionTitle(`${german} ${german}`))).toBe(QUESTION_TITLE_MAX);
  });

  it("returns an empty string for a text with nothing visible", () => {
    expect(deriveQuestionTitle(" \n ")).toBe("");
  });
});

describe("questionTitle", () => {
  const text = "I have a React 18 dashboard that re-renders on every keystroke, what can I do about it?";

  it("takes the publisher's explicit title", () => {
    expect(questionTitle("  Dashboard re-renders  too often ", text)).toBe("Dashboard re-renders too often");
  });

  it("derives the title when none is sent", () => {
    expect(questionTitle(undefined, text)).toBe(deriveQuestionTitle(text));
    expect(questionTitle("   ", text)).toBe(deriveQuestionTitle(text));
  });

  it("derives it when the sent title is only the first 30 characters (the spec's older clients)", () => {
    const title = questionTitle("I have a React 18 dashboard th", text);
    expect(title).not.toBe("I have a React 18 dashboard th");
    expect(title).toBe(deriveQuestionTitle(text));
  });
});
