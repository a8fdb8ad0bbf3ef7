import { describe, expect, it } from "vitest";
import { documentTokens, toTsQuery } from "./search-tokens.js";

describe("search tokens", () => {
  it("indexes Chinese as characters and bigrams", () => {
    expect(documentTokens("我的养老金")).toEqual(
      expect.arrayContaining(["我", "我的", "的养", "养老", "老金", "金"]),
    );
  });

  it("turns a two-character Chinese query into its bigram", () => {
    expect(toTsQuery("养老")).toBe("'养老'");
    expect(toTsQuery("养老规划")).toBe("'养老' & '老规' & '规划'");
    expect(toTsQuery("番")).toBe("'番'");
  });

  it("lowercases words, strips diacritics and matches by prefix", () => {
    expect(documentTokens("Café Crème, São Paulo")).toEqual(["cafe", "creme", "sao", "paulo"]);
    expect(toTsQuery("Mortgage RATES")).toBe("'mortgage':* & 'rates':*");
  });

  it("strips Arabic diacritics so vowelled and plain spellings match", () => {
    expect(documentTokens("القَانُون")).toEqual(documentTokens("القانون"));
  });

  it("handles Japanese kana and mixed scripts", () => {
    expect(documentTokens("React のパフォーマンス")).toEqual(
      expect.arrayContaining(["react", "パフ", "のパ"]),
    );
  });

  it("ignores punctuation and SQL-looking input safely", () => {
    expect(toTsQuery("'; drop table questions; --")).toBe("'drop':* & 'table':* & 'questions':*");
    expect(toTsQuery("!!! ??? ...")).toBeNull();
  });
});
