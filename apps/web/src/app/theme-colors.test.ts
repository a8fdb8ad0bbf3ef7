import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_COLORS } from "./theme-colors";

const css = readFileSync(new URL("../components/light/light.css", import.meta.url), "utf8");
const property = (name: string) => css.match(new RegExp(`--ae-${name}:\\s*([^;]+);`))?.[1]?.trim();

describe("the screens drawn without MUI use the MUI theme's colours", () => {
  it("light.css declares the primary and background colours of the theme", () => {
    expect(property("primary")).toBe(THEME_COLORS.primary);
    expect(property("background")).toBe(THEME_COLORS.background);
  });

  it("index.html's boot bar paints with the same colours", () => {
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    expect(html).toContain(`background: ${THEME_COLORS.primary}`);
    expect(html).toContain(`background: ${THEME_COLORS.background}`);
  });
});
