import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";

describe("distanceKm", () => {
  it("is zero for the same point", () => {
    expect(distanceKm({ latitude: 31.23, longitude: 121.47 }, { latitude: 31.23, longitude: 121.47 })).toBe(
      0,
    );
  });
  it("measures Beijing to Shanghai at about 1067 km (earth radius 6371 km)", () => {
    const d = distanceKm(
      { latitude: 39.9042, longitude: 116.4074 },
      { latitude: 31.2304, longitude: 121.4737 },
    );
    expect(d).toBeGreaterThan(1060);
    expect(d).toBeLessThan(1075);
  });
  it("gives a quarter of the circumference from the equator to the pole", () => {
    const d = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(d).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
});
