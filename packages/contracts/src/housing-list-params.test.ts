import { describe, expect, it } from "vitest";
import { housingListSearch, parseHousingListParams, toHousingQuery } from "./listing-list-params.js";

const parse = (search: string) => parseHousingListParams(new URLSearchParams(search));

describe("housing list URL state", () => {
  it("defaults to all listings, page 1, 10 per page", () => {
    expect(parse("")).toEqual({ tab: "all", pageSize: 10, page: 1 });
    expect(housingListSearch(parse("")).toString()).toBe("");
  });

  it("round-trips every filter through the URL", () => {
    const search =
      "top_category_id=1&category_id=12&city=%E4%B8%8A%E6%B5%B7&price=200to500&size=gt120&room=3&type=villa&decoration=fine&tab=urgent&page_size=20&page=3";
    expect(housingListSearch(parse(search)).toString()).toBe(search);
  });

  it("drops values that are not offered", () => {
    expect(parse("price=cheap&size=1&room=4&type=castle&decoration=x&tab=hot&page_size=30&page=-2")).toEqual({
      tab: "all",
      pageSize: 10,
      page: 1,
    });
  });

  it("derives the parent from a child category and drops a child of another parent", () => {
    expect(parse("category_id=21")).toMatchObject({ top: 2, category: 21 });
    expect(parse("top_category_id=1&category_id=21")).toMatchObject({ top: 1, category: undefined });
    expect(parse("top_category_id=11")).toMatchObject({ top: undefined });
  });

  it("turns buckets into bounds and sends the child category instead of the parent", () => {
    expect(toHousingQuery(parse("top_category_id=1&category_id=11&price=lt200&size=60to120&room=2"))).toEqual(
      {
        page: 1,
        page_size: 10,
        category_id: 11,
        price_max: 200,
        size_min: 60,
        size_max: 120,
        room: 2,
      },
    );
    expect(toHousingQuery(parse("top_category_id=3&price=gt500&tab=vr&page_size=50"))).toEqual({
      page: 1,
      page_size: 50,
      top_category_id: 3,
      price_min: 500,
      tab: "vr",
    });
  });
});
