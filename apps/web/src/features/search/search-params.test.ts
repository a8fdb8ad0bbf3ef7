import { describe, expect, it } from "vitest";
import { hitPath, parseSearchParams, searchListSearch } from "./search-params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("search URL parameters", () => {
  it("reads q, kind and page, trimming the words", () => {
    expect(parse("q=%20%E5%85%BB%E8%80%81%20&kind=sales&page=3")).toEqual({
      q: "养老",
      kind: "sales",
      page: 3,
    });
  });

  it("falls back to all kinds and page 1 for missing or bad values", () => {
    expect(parse("")).toEqual({ q: "", kind: "all", page: 1 });
    expect(parse("q=bike&kind=cars&page=-2")).toEqual({ q: "bike", kind: "all", page: 1 });
    expect(parse("q=bike&kind=jobs&page=1.5")).toEqual({ q: "bike", kind: "jobs", page: 1 });
    expect(parse("q=bike&kind=jobs&page=99999").page).toBe(1000);
    expect(parse("q=%20%20").q).toBe("");
  });

  it("cuts the words at the API's 100 characters", () => {
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults, and no page for all kinds", () => {
    expect(searchListSearch({ q: "bike", kind: "all", page: 1 }).toString()).toBe("q=bike");
    expect(searchListSearch({ q: "bike", kind: "all", page: 4 }).toString()).toBe("q=bike");
    expect(searchListSearch({ q: "养老 bike", kind: "jobs", page: 2 }).toString()).toBe(
      "q=%E5%85%BB%E8%80%81+bike&kind=jobs&page=2",
    );
    expect(searchListSearch({ q: "", kind: "all", page: 1 }).toString()).toBe("");
  });

  it("links every kind to its detail page", () => {
    expect(hitPath("questions", 7)).toBe("/question?id=7");
    expect(hitPath("housing", 7)).toBe("/houseDetail?id=7");
    expect(hitPath("sales", 7)).toBe("/saleDetail?id=7");
    expect(hitPath("housekeeping", 7)).toBe("/housekeepingDetail?id=7");
    expect(hitPath("jobs", 7)).toBe("/jobDetail?id=7");
  });
});
