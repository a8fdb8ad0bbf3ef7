import { describe, expect, it } from "vitest";
import { avatarMaxWidthOrHeight } from "./avatar-size";

/**
 * What browser-image-compression 2.0.2 makes of it (handleMaxWidthOrHeight): the longer side set to
 * the bound, the other to ratio × bound, both truncated to whole pixels by the canvas.
 */
function compressed(width: number, height: number) {
  const bound = avatarMaxWidthOrHeight(width, height);
  if (width <= bound && height <= bound) return { width, height };
  return width > height
    ? { width: bound, height: Math.floor((height / width) * bound) }
    : { width: Math.floor((width / height) * bound), height: bound };
}

describe("avatarMaxWidthOrHeight", () => {
  it("bounds the width to 800 px, whatever the orientation", () => {
    expect(compressed(1600, 1600)).toEqual({ width: 800, height: 800 });
    expect(compressed(4000, 1000)).toEqual({ width: 800, height: 200 });
    // A portrait photo keeps 800 px of width (maxWidthOrHeight 800 alone would make it 600 wide).
    expect(compressed(3000, 4000)).toEqual({ width: 800, height: 1067 });
    expect(compressed(801, 802)).toEqual({ width: 800, height: 801 });
    for (let w = 801; w < 1700; w += 7) {
      for (const h of [w + 1, w * 2 + 3, Math.round(w * 1.37)])
        expect(compressed(w, h).width, `${w}×${h}`).toBe(800);
    }
  });

  it("never enlarges a small image", () => {
    expect(compressed(300, 1200)).toEqual({ width: 300, height: 1200 });
    expect(compressed(120, 90)).toEqual({ width: 120, height: 90 });
  });

  it("keeps the height within the server's 4096 px bound for very tall images", () => {
    const tall = compressed(700, 10000);
    expect(tall.height).toBeLessThanOrEqual(4096);
    expect(tall.width).toBeLessThanOrEqual(800);
  });
});
