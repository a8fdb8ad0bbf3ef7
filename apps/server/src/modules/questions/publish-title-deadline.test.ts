import { DEFAULT_TIME_ZONE, QUESTION_TITLE_MAX } from "@ask/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions } from "../../db/schema/index.js";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { categoryPath } from "../../test/question-factories.js";

/**
 * Issue 15 items 9 and 10: POST /questions takes an optional title (else one is derived at a word
 * boundary, at most 60 characters), and a date-only deadline that ends the day in the publisher's zone.
 */
const t = serverForFile();
const { user } = usersForFile(t, "user");

async function publish(body: Record<string, unknown>) {
  return t.api("POST", "/api/questions", {
    token: user.token,
    json: { ...(await categoryPath(t.api)), content: "<p>How do I plan my savings?</p>", ...body },
  });
}

async function stored(body: Record<string, unknown>) {
  const res = await publish(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.server.app.db
    .select({ title: questions.title, deadline: questions.deadline })
    .from(questions)
    .where(eq(questions.id, res.body.id));
  if (!row) throw new Error("question not stored");
  return row;
}

const chars = (s: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(s)).length;

describe("titles", () => {
  const long =
    "I have a React 18 dashboard that re-renders on every keystroke and the profiler shows the whole tree updating. What should I memoize?";

  it("derives the title at a word boundary, never 'I have a React 18 dashboard th'", async () => {
    const { title } = await stored({ content: `<p>${long}</p>` });
    expect(title).toBe("I have a React 18 dashboard that re-renders on every…");
    expect(chars(title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
  });

  it("derives it too when the client sends only the content's first 30 characters (the spec's client)", async () => {
    const { title } = await stored({ content: `<p>${long}</p>`, title: "I have a React 18 dashboard th" });
    expect(title).toBe("I have a React 18 dashboard that re-renders on every…");
  });

  it("keeps an explicit title", async () => {
    const { title } = await stored({
      content: `<p>${long}</p>`,
      title: "  Dashboard re-renders   on typing ",
    });
    expect(title).toBe("Dashboard re-renders on typing");
    const zh = await stored({ content: "<p>内容</p>", title: "React 仪表盘输入时反复渲染" });
    expect(zh.title).toBe("React 仪表盘输入时反复渲染");
  });

  it("refuses an explicit title over 60 characters (400)", async () => {
    const res = await publish({ title: "长".repeat(QUESTION_TITLE_MAX + 1) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    const emoji = await publish({ title: "👨‍👩‍👧‍👦".repeat(QUESTION_TITLE_MAX) });
    // 60 family emoji are 60 characters (graphemes), though 660 UTF-16 units.
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(201);
  });

  it("cuts Chinese and Arabic content at a word, keeps a short text whole", async () => {
    const zh = await stored({
      content: `<p>${"我的应用在切换路由的时候会出现白屏，控制台没有任何报错信息，".repeat(3)}怎么办？</p>`,
    });
    expect(chars(zh.title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    expect(zh.title.endsWith("…")).toBe(true);
    expect(zh.title).not.toMatch(/，…$/);
    const ar = await stored({
      content:
        "<p>لدي تطبيق ويب مكتوب بلغة جافاسكربت ويعاني من بطء شديد عند تحميل الصفحة الرئيسية فكيف يمكنني تحسين الأداء</p>",
    });
    expect(ar.title).toMatch(/^لدي تطبيق ويب .*[^\s]…$/);
    expect(chars(ar.title)).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
    const short = await stored({ content: "<p>如何学习 <strong>TypeScript</strong>？</p>" });
    expect(short.title).toBe("如何学习 TypeScript？");
  });
});

/** The wall-clock reading of an instant in a time zone, as "YYYY-MM-DD HH:MM:SS" (Swedish style is ISO-like). */
const wallClock = (instant: Date, timeZone: string): string =>
  instant.toLocaleString("sv-SE", { timeZone, hourCycle: "h23" });

/** The calendar day `days` from today in a time zone, YYYY-MM-DD. */
const dayIn = (days: number, timeZone: string) =>
  wallClock(new Date(Date.now() + days * 24 * 3600 * 1000), timeZone).slice(0, 10);

describe("deadline as a date", () => {
  it("ends the day in the publisher's time zone", async () => {
    for (const zone of ["America/New_York", "Asia/Tokyo", "Europe/Berlin"]) {
      const date = dayIn(3, zone);
      const { deadline } = await stored({ deadline: date, time_zone: zone });
      expect(wallClock(deadline, zone)).toBe(`${date} 23:59:59`);
    }
  });

  it(`defaults to ${DEFAULT_TIME_ZONE} when no zone is sent`, async () => {
    const date = dayIn(2, DEFAULT_TIME_ZONE);
    const { deadline } = await stored({ deadline: date });
    expect(wallClock(deadline, DEFAULT_TIME_ZONE)).toBe(`${date} 23:59:59`);
    expect(deadline.toISOString()).toBe(`${date}T15:59:59.000Z`);
  });

  it("accepts today (the day has not ended yet) in the zone", async () => {
    const zone = "Pacific/Kiritimati";
    const date = dayIn(0, zone);
    const { deadline } = await stored({ deadline: date, time_zone: zone });
    expect(deadline.getTime()).toBeGreaterThan(Date.now());
  });

  it("still accepts a date-time with an offset", async () => {
    const at = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    at.setMilliseconds(0);
    const { deadline } = await stored({ deadline: at.toISOString() });
    expect(deadline.getTime()).toBe(at.getTime());
  });

  it("refuses a day in the past with 400 deadline_in_past", async () => {
    const res = await publish({ deadline: dayIn(-2, "UTC"), time_zone: "UTC" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("deadline_in_past");
  });

  it("refuses a date that does not exist, an unknown zone, and a day beyond the limit (400)", async () => {
    const bad = await publish({ deadline: "2027-02-30" });
    expect(bad.status).toBe(400);
    const zone = await publish({ deadline: dayIn(3, "UTC"), time_zone: "Mars/Olympus_Mons" });
    expect(zone.status).toBe(400);
    expect(zone.body.code).toBe("validation_error");
    const far = await publish({ deadline: dayIn(400, "UTC"), time_zone: "UTC" });
    expect(far.status).toBe(400);
  });
});
