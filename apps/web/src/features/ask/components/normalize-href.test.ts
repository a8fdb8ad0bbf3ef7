import { describe, expect, it } from "vitest";
import { normalizeHref } from "./normalize-href";

describe("normalizeHref", () => {
  it("adds https:// to a bare address", () => {
    expect(normalizeHref(" example.com/a?b=1 ")).toBe("https://example.com/a?b=1");
  });

  it("keeps web and mail links", () => {
    expect(normalizeHref("http://example.com")).toBe("http://example.com");
    expect(normalizeHref("mailto:someone@example.com")).toBe("mailto:someone@example.com");
  });

  it("removes the link when the address is blank", () => {
    expect(normalizeHref("  ")).toBe("");
  });

  it("refuses other schemes and broken addresses", () => {
    expect(normalizeHref("javascript:alert(1)")).toBeNull();
    expect(normalizeHref("data:text/html,x")).toBeNull();
    expect(normalizeHref("https://")).toBeNull();
    expect(normalizeHref("two words")).toBeNull();
  });
});
