import { describe, expect, it } from "vitest";
import {
  canPostListing,
  formatKm,
  formatPostedAt,
  type ListPage,
  nextPageAfter,
  parseListingId,
  telHref,
  uniqueItems,
} from "./listing-format";

const page = (ids: number[], total: number, n = 1): ListPage<{ id: number }> => ({
  items: ids.map((id) => ({ id })),
  total,
  page: n,
  page_size: 4,
});

describe("nextPageAfter", () => {
  it("asks for the next page while pages come back full and the total is not reached", () => {
    const first = page([1, 2, 3, 4], 9);
    expect(nextPageAfter(first, [first], 4)).toBe(2);
    const second = page([5, 6, 7, 8], 9, 2);
    expect(nextPageAfter(second, [first, second], 4)).toBe(3);
  });
  it("stops after a short page", () => {
    const first = page([1, 2, 3, 4], 9);
    const second = page([5], 9, 2);
    expect(nextPageAfter(second, [first, second], 4)).toBeUndefined();
  });
  it("stops when a full page reaches the total", () => {
    const first = page([1, 2, 3, 4], 8);
    const second = page([5, 6, 7, 8], 8, 2);
    expect(nextPageAfter(second, [first, second], 4)).toBeUndefined();
    expect(nextPageAfter(page([], 0), [page([], 0)], 4)).toBeUndefined();
  });
});

describe("uniqueItems", () => {
  it("drops an item repeated by shifted offsets and keeps the order", () => {
    expect(uniqueItems([page([9, 8, 7, 6], 10), page([6, 5, 4, 3], 10, 2)]).map((i) => i.id)).toEqual([
      9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(uniqueItems(undefined)).toEqual([]);
  });
});

describe("formatKm", () => {
  it("keeps one decimal below 10 km and whole km above", () => {
    expect(formatKm(3.26, "en")).toBe("3.3");
    expect(formatKm(0.04, "en")).toBe("0");
    expect(formatKm(12.6, "en")).toBe("13");
    expect(formatKm(1234.2, "de")).toBe("1.234");
  });
});

describe("formatPostedAt", () => {
  const now = Date.parse("2025-06-10T12:00:00Z");
  it("is relative within a week", () => {
    expect(formatPostedAt("2025-06-10T11:59:50Z", "en", now)).toBe("now");
    expect(formatPostedAt("2025-06-10T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatPostedAt("2025-06-10T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatPostedAt("2025-06-09T11:00:00Z", "en", now)).toBe("yesterday");
    expect(formatPostedAt("2025-06-07T12:00:00Z", "zh", now)).toBe("3天前");
  });
  it("is a date after a week, and never in the future", () => {
    expect(formatPostedAt("2025-05-01T12:00:00Z", "en", now)).toBe("May 1, 2025");
    expect(formatPostedAt("2025-06-10T12:05:00Z", "en", now)).toBe("now");
  });
});

describe("parseListingId and telHref", () => {
  it("accepts only positive integer ids", () => {
    expect(parseListingId("42")).toBe(42);
    for (const raw of [null, "", "0", "-1", "1.5", "abc", "99999999999"])
      expect(parseListingId(raw)).toBeNull();
  });
  it("keeps digits and + for tel: links", () => {
    expect(telHref("+86 138-0000 0000")).toBe("tel:+8613800000000");
  });
});

describe("canPostListing", () => {
  it("lets anyone logged in sell and only publishers and up offer services", () => {
    expect(canPostListing("sales", "user")).toBe(true);
    expect(canPostListing("sales", undefined)).toBe(false);
    expect(canPostListing("housekeeping", "user")).toBe(false);
    expect(canPostListing("housekeeping", "expert")).toBe(false);
    for (const role of ["publisher", "organization", "admin"])
      expect(canPostListing("housekeeping", role)).toBe(true);
  });
});
