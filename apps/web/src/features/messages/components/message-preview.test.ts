import { describe, expect, it } from "vitest";
import { messagePreview } from "./message-preview";

describe("messagePreview", () => {
  it("keeps a short message whole, on one line", () => {
    expect(messagePreview("Your answer\nreceived  a bonus.")).toBe("Your answer received a bonus.");
  });

  it("cuts at 100 characters with an ellipsis", () => {
    const preview = messagePreview("赏".repeat(150));
    expect(preview).toBe(`${"赏".repeat(100)}…`);
  });

  it("does not add an ellipsis at exactly 100 characters", () => {
    expect(messagePreview("a".repeat(100))).toBe("a".repeat(100));
  });

  it("counts code points, so surrogate pairs are not split", () => {
    expect(messagePreview("😀".repeat(101))).toBe(`${"😀".repeat(100)}…`);
  });
});
