import { describe, expect, it } from "vitest";
import { skeleton, WordFilter } from "./word-filter.js";

const filter = new WordFilter({
  block: ["代开发票", "free money", "قمار", "オンラインカジノ"],
  review: ["微信", "telegram", "واتساب"],
});

describe("WordFilter (issue 17: blocked words)", () => {
  it.each([
    ["zh, as listed", "本公司代开发票，价格优惠"],
    ["zh, traditional characters", "本公司代開發票"],
    ["zh, spaces and punctuation between the characters", "代 开.发-票"],
    ["zh, full-width and zero-width characters", "代\u200b开\u3000发票"],
    ["en, any case", "Get FREE Money now"],
    ["en, full-width letters and symbols between", "ＦＲＥＥ★ｍｏｎｅｙ"],
    ["en, accents", "frée mönéy"],
    ["ar, as listed", "موقع قمار جديد"],
    ["ar, with harakat and tatweel", "موقع قِمـــار"],
    ["ar, presentation forms", "\ufed7\ufee4\ufe8e\ufead"],
    ["ja", "オンライン・カジノで遊ぼう"],
  ])("blocks %s", (_, text) => {
    expect(filter.verdict(["a clean title", text])).toBe("block");
  });

  it.each([
    ["zh", "加我微信聊"],
    ["zh, traditional", "加我微信"],
    ["en", "ping me on Tele gram"],
    ["ar, alef forms", "راسلني على واتساب"],
  ])("holds %s for review", (_, text) => {
    expect(filter.verdict([text])).toBe("review");
  });

  it("blocks before it holds: a text with both kinds of word is refused", () => {
    expect(filter.verdict(["加我微信", "代开发票"])).toBe("block");
  });

  it.each([
    ["zh", "如何开具增值税发票？"],
    ["en", "Is money free in a free market?"],
    ["ar", "ما هو أفضل كتاب؟"],
    ["empty", ""],
  ])("lets clean text through (%s)", (_, text) => {
    expect(filter.verdict([text])).toBeNull();
  });

  it("ignores words that fold to nothing, and empty lists match nothing", () => {
    expect(new WordFilter({ block: ["!!!", " "], review: [] }).verdict(["!!! wow"])).toBeNull();
    expect(new WordFilter({ block: [], review: [] }).verdict(["代开发票"])).toBeNull();
  });

  it("folds width, case, script variants and separators into one skeleton", () => {
    expect(skeleton("ＡＢＣ 臺灣-Ü")).toBe("abc台湾u");
    expect(skeleton("أحمد إلى آخر")).toBe("احمدالياخر");
  });

  it("checks a long text against thousands of words quickly", () => {
    const words = Array.from({ length: 5000 }, (_, i) => `违禁${i}词`);
    const big = new WordFilter({ block: words, review: [] });
    const text = "这是一段很长的正常文字。".repeat(2000);
    const started = performance.now();
    expect(big.verdict([text])).toBeNull();
    expect(big.verdict([`${text}违禁4999词`])).toBe("block");
    // One pass over 24,000 characters per check: far below a request's budget even on a loaded machine.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
