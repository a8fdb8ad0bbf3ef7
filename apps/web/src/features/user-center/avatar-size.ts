import { AVATAR_LIMITS } from "@ask/contracts";

/**
 * browser-image-compression bounds only the longer side (maxWidthOrHeight). The spec bounds the
 * WIDTH (800 px); the server also refuses more than AVATAR_LIMITS.maxSide on either side. So: the
 * scale that satisfies both (never enlarging), expressed as the longer side it leaves. The library
 * sets the longer side to this value and the shorter one to ratio × value, truncated by the canvas;
 * for a portrait image the value is rounded up so the width lands on 800, not 799.
 */
export function avatarMaxWidthOrHeight(width: number, height: number): number {
  const scale = Math.min(1, AVATAR_LIMITS.compressMaxWidth / width, AVATAR_LIMITS.maxSide / height);
  if (scale === 1) return Math.max(width, height);
  if (width > height) return Math.max(1, Math.floor(width * scale));
  return Math.max(1, Math.min(AVATAR_LIMITS.maxSide, Math.ceil(height * scale - 1e-6)));
}
