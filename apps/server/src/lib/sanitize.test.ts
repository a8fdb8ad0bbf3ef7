import { describe, expect, it } from "vitest";
import { firstImage, htmlToText, sanitizeRichText } from "./sanitize.js";

describe("sanitizeRichText", () => {
  it.each([
    ["<p>hi<script>alert(1)</script></p>", "<p>hi</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<img src="https://example.com/a.png" onerror="alert(1)">', '<img src="https://example.com/a.png" />'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow ugc" target="_blank">x</a>',
    ],
    ['<svg onload="alert(1)"><circle/></svg>ok', "ok"],
    ['<iframe src="https://evil"></iframe>', ""],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    [
      '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow ugc" target="_blank">x</a>',
    ],
  ])("neutralizes %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("keeps formatting, lists and safe links", () => {
    const html = '<p><strong>粗</strong> <em>i</em></p><ul><li>a</li></ul><a href="https://x.org">l</a>';
    expect(sanitizeRichText(html)).toBe(
      '<p><strong>粗</strong> <em>i</em></p><ul><li>a</li></ul><a href="https://x.org" rel="noopener noreferrer nofollow ugc" target="_blank">l</a>',
    );
  });

  it("keeps images from our uploads", () => {
    expect(sanitizeRichText('<img src="/uploads/abc/x.png" alt="x">')).toBe(
      '<img src="/uploads/abc/x.png" alt="x" />',
    );
  });
});

describe("htmlToText and firstImage", () => {
  it("gives readable plain text", () => {
    expect(htmlToText("<p>第一段</p><p>Second &amp; third&nbsp;line</p>")).toBe("第一段 Second & third line");
  });

  it("finds the first image", () => {
    expect(firstImage('<p>x</p><img src="/uploads/a/b.png" /><img src="https://c/d.png" />')).toBe(
      "/uploads/a/b.png",
    );
    expect(firstImage("<p>x</p>")).toBeNull();
  });
});
