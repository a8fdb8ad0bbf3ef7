import { describe, expect, it } from "vitest";
import { parseQuestionListParams, questionListSearch, toListQuery } from "./question-list-params.js";

const parse = (qs: string) => parseQuestionListParams(new URLSearchParams(qs));

describe("question list URL parameters", () => {
  it("reads the filters the categories screen links with", () => {
    expect(parse("channel=7&category_top=3&category=12&page=2")).toEqual({
      channel: 7,
      categoryTop: 3,
      category: 12,
      search: "",
      status: undefined,
      page: 2,
    });
  });

  it("ignores malformed values", () => {
    expect(parse("channel=abc&category_top=-1&status=closed&page=0")).toEqual({
      search: "",
      page: 1,
      channel: undefined,
      categoryTop: undefined,
      category: undefined,
      status: undefined,
    });
  });

  it("round-trips, leaving defaults out of the URL", () => {
    const params = parse("search=%E5%85%BB%E8%80%81&status=done&page=1");
    expect(questionListSearch(params).toString()).toBe("search=%E5%85%BB%E8%80%81&status=done");
  });

  it("pages by 10 and sends only category_top for a top-level category link", () => {
    expect(toListQuery(parse("channel=7&category_top=3&category=3&page=3"))).toEqual({
      skip: 20,
      limit: 10,
      channel: 7,
      category_top: 3,
      category: undefined,
      search: undefined,
      status: undefined,
    });
  });
});
