import { describe, expect, it } from "vitest";
import { endOfDayIn, zonedTimeToInstant } from "./time-zone.js";

describe("endOfDayIn", () => {
  it("ends the day at 23:59:59 local time of the zone", () => {
    expect(endOfDayIn("2026-12-01", "Asia/Shanghai")?.toISOString()).toBe("2026-12-01T15:59:59.000Z");
    expect(endOfDayIn("2026-12-01", "UTC")?.toISOString()).toBe("2026-12-01T23:59:59.000Z");
    expect(endOfDayIn("2026-12-01", "America/New_York")?.toISOString()).toBe("2026-12-02T04:59:59.000Z");
    expect(endOfDayIn("2026-12-01", "Asia/Kolkata")?.toISOString()).toBe("2026-12-01T18:29:59.000Z");
    expect(endOfDayIn("2026-12-01", "Pacific/Kiritimati")?.toISOString()).toBe("2026-12-01T09:59:59.000Z");
  });

  it("follows daylight saving time", () => {
    // Berlin: +02:00 in summer, +01:00 in winter.
    expect(endOfDayIn("2026-07-15", "Europe/Berlin")?.toISOString()).toBe("2026-07-15T21:59:59.000Z");
    expect(endOfDayIn("2026-01-15", "Europe/Berlin")?.toISOString()).toBe("2026-01-15T22:59:59.000Z");
    // The day the clocks go back (25 hours long) and forward (23 hours).
    expect(endOfDayIn("2026-10-25", "Europe/Berlin")?.toISOString()).toBe("2026-10-25T22:59:59.000Z");
    expect(endOfDayIn("2026-03-29", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T21:59:59.000Z");
  });

  it("refuses dates that do not exist", () => {
    expect(endOfDayIn("2026-02-30", "UTC")).toBeNull();
    expect(endOfDayIn("2026-13-01", "UTC")).toBeNull();
    expect(endOfDayIn("2026-1-01", "UTC")).toBeNull();
    expect(endOfDayIn("2028-02-29", "UTC")).not.toBeNull();
  });
});

describe("zonedTimeToInstant", () => {
  it("resolves a time skipped by the spring-forward jump to after the jump", () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 → 03:00).
    const t = zonedTimeToInstant(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 },
      "America/New_York",
    );
    expect(t.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
});
