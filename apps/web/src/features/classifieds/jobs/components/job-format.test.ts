import { describe, expect, it } from "vitest";
import { formatKm, formatSalaryRange, mapSearchUrl } from "./job-format";

describe("job formatting", () => {
  it("formats a salary range in whole yuan", () => {
    expect(formatSalaryRange(8000, 12000, "zh")).toBe("¥8,000 – ¥12,000");
    expect(formatSalaryRange(5000, 5000, "en")).toBe("¥5,000");
    expect(formatSalaryRange(0, 0, "zh")).toBeNull();
  });

  it("rounds distances", () => {
    expect(formatKm(3.456, "en")).toBe("3.5");
    expect(formatKm(12.6, "en")).toBe("13");
  });

  it("encodes the address into the map search", () => {
    expect(mapSearchUrl("北京市 海淀区&1")).toBe(
      "https://www.openstreetmap.org/search?query=%E5%8C%97%E4%BA%AC%E5%B8%82%20%E6%B5%B7%E6%B7%80%E5%8C%BA%261",
    );
  });
});
