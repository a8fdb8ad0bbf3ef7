import { describe, expect, it } from "vitest";
import { formatSignedYuan, formatYuan } from "./format";

describe("yuan formatting", () => {
  it("shows ¥ with two decimals in every language", () => {
    for (const lang of ["zh", "zh_tw", "en", "ja", "ar", "pt"])
      expect(formatYuan(5, lang)).toMatch(/^¥5[.,]00$/);
    expect(formatYuan(1234.5, "en")).toBe("¥1,234.50");
    expect(formatYuan(1234.5, "de")).toBe("¥1.234,50");
  });

  it("signs log amounts", () => {
    expect(formatSignedYuan(100, "zh")).toBe("+¥100.00");
    expect(formatSignedYuan(-0.5, "zh")).toBe("-¥0.50");
  });
});
