import { describe, expect, it } from "vitest";
import { highlight, type Segment } from "./highlight";

/** The segments as "plain[marked]plain" for readable expectations. */
const show = (segments: Segment[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("");

describe("highlight", () => {
  it("returns the text unchanged without terms, with empty terms, or without a match", () => {
    expect(highlight("Hello world", [])).toEqual([{ text: "Hello world", mark: false }]);
    expect(highlight("Hello world", ["", ""])).toEqual([{ text: "Hello world", mark: false }]);
    expect(highlight("Hello world", ["bike"])).toEqual([{ text: "Hello world", mark: false }]);
    expect(highlight("", ["bike"])).toEqual([{ text: "", mark: false }]);
  });

  it("marks Chinese words as typed, wherever they occur", () => {
    expect(show(highlight("我想了解养老保险的缴费年限，养老金怎么算？", ["养老"]))).toBe(
      "我想了解[养老]保险的缴费年限，[养老]金怎么算？",
    );
    expect(show(highlight("鲈鱼苗冬天怎么越冬", ["鲟鱼"]))).toBe("鲈鱼苗冬天怎么越冬");
  });

  it("keeps the original text of every segment (segments join back to the input)", () => {
    const text = "Vendo BICICLETA de montaña, bicicleta casi nueva.";
    const segments = highlight(text, ["bicicleta", "montana"]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(show(segments)).toBe("Vendo [BICICLETA] de [montaña], [bicicleta] casi nueva.");
  });

  it("matches Latin words case- and accent-insensitively, with accents in the text or the term", () => {
    expect(show(highlight("Café au lait at the CAFÉ", ["cafe"]))).toBe("[Café] au lait at the [CAFÉ]");
    expect(show(highlight("Ein schöner Schrank", ["schoner"]))).toBe("Ein [schöner] Schrank");
    expect(show(highlight("a cafe nearby", ["Café"]))).toBe("a [cafe] nearby");
    // A decomposed accent (e + U+0301) stays with its letter.
    expect(show(highlight("cafe\u0301 noir", ["cafe"]))).toBe("[cafe\u0301] noir");
  });

  it("matches other words from the start of a word only, as the prefix index does", () => {
    expect(show(highlight("Restart the art class", ["art"]))).toBe("Restart the [art] class");
    expect(show(highlight("Bicycles and bikes", ["bike"]))).toBe("Bicycles and [bike]s");
    // After Chinese characters a Latin word starts anew (the index splits the runs there).
    expect(show(highlight("出售iPhone手机", ["iphone"]))).toBe("出售[iPhone]手机");
    expect(show(highlight("x-ray, e-bike", ["bike"]))).toBe("x-ray, e-[bike]");
  });

  it("merges overlapping and touching matches into one mark", () => {
    expect(show(highlight("养老保险", ["养老", "老保"]))).toBe("[养老保]险");
    expect(show(highlight("养老保险", ["养老", "保险"]))).toBe("[养老保险]");
    expect(show(highlight("sofa bed for sale", ["sofa", "so"]))).toBe("[sofa] bed for sale");
    expect(show(highlight("哈哈哈", ["哈哈"]))).toBe("[哈哈哈]");
  });

  it("marks the Chinese word and the Latin token of one query together", () => {
    expect(show(highlight("养老 zq1234 以及 ZQ1234abc", ["zq1234", "养老"]))).toBe(
      "[养老] [zq1234] 以及 [ZQ1234]abc",
    );
  });

  it("treats characters that mean something in a regular expression as plain text", () => {
    expect(show(highlight("price (a+b)* [x] .*", ["(a+b)*", ".*"]))).toBe("price [(a+b)*] [x] [.*]");
    expect(show(highlight("a.c abc", ["a.c"]))).toBe("[a.c] abc");
  });

  it("keeps positions right when folding changes lengths (ligatures, dotted I, astral characters)", () => {
    expect(show(highlight("ﬁne print", ["fine"]))).toBe("[ﬁne] print");
    expect(show(highlight("İstanbul home", ["istanbul"]))).toBe("[İstanbul] home");
    expect(show(highlight("😀 Bike 😀 bike", ["bike"]))).toBe("😀 [Bike] 😀 [bike]");
    expect(show(highlight("𠀋𠀋 house", ["𠀋"]))).toBe("[𠀋𠀋] house");
  });

  it("leaves kana as typed (a voiced mark is not an accent)", () => {
    expect(show(highlight("かぎとがき", ["がき"]))).toBe("かぎと[がき]");
  });

  it("handles Arabic and Greek words", () => {
    expect(show(highlight("بيع دراجة جديدة", ["دراجة"]))).toBe("بيع [دراجة] جديدة");
    expect(show(highlight("ΟΔΟΣ και οδός", ["οδος"]))).toBe("[ΟΔΟΣ] και [οδός]");
  });
});
