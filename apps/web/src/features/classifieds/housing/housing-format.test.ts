import { describe, expect, it } from "vitest";
import { formatKm, formatTotalPrice, formatWholeYuan, unitPrice } from "./housing-format";

describe("housing formatting", () => {
  it("shows the total in 万 for Chinese and in compact yuan elsewhere", () => {
    expect(formatTotalPrice(325.5, "zh")).toBe("¥325.5万");
    expect(formatTotalPrice(85, "zh_tw")).toBe("¥85萬");
    expect(formatTotalPrice(325.5, "en")).toBe("¥3.26M");
  });

  it("computes the unit price as price × 10000 / area", () => {
    expect(unitPrice(300, 100)).toBe(30_000);
    expect(unitPrice(325.5, 89)).toBe(36_573);
    expect(formatWholeYuan(36_573, "en")).toBe("¥36,573");
  });

  it("rounds distances to one decimal below 10 km", () => {
    expect(formatKm(2.345, "en")).toBe("2.3");
    expect(formatKm(12.6, "en")).toBe("13");
  });
});
