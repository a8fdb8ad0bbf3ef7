import { describe, expect, it } from "vitest";
import { localize } from "./localize.js";

const names = { zh: "法律", en: "Law", de: "Recht", ar: "القانون" };

describe("localize", () => {
  it("picks the wanted language", () => {
    expect(localize(names, "de")).toBe("Recht");
    expect(localize(names, "ar")).toBe("القانون");
  });

  it("falls back to English when the wanted language has no translation", () => {
    expect(localize(names, "fr")).toBe("Law");
    expect(localize(names, "zh_tw")).toBe("Law");
  });

  it("treats a blank translation as missing", () => {
    expect(localize({ ...names, ja: "", pt: "  " }, "ja")).toBe("Law");
    expect(localize({ ...names, pt: "  " }, "pt")).toBe("Law");
  });

  it("uses the default language (zh) when none is asked for, then English", () => {
    expect(localize(names, undefined)).toBe("法律");
    expect(localize({ en: "Law", de: "Recht" }, undefined)).toBe("Law");
  });

  it("falls back to any name there is when English is missing too, else to an empty string", () => {
    expect(localize({ de: "Recht" }, "fr")).toBe("Recht");
    expect(localize({ de: "Recht", en: "" }, "fr")).toBe("Recht");
    expect(localize({}, "fr")).toBe("");
  });
});
