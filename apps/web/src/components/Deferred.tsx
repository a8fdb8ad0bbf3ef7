import { type ReactNode, useDeferredValue } from "react";

/**
 * Renders `children` right after the render that mounts it, in a background (transition) render that
 * React splits into small slices: for the lower part of a screen, so the first part shows without one
 * long task that blocks the page (issue 8: total blocking time). Put it where nothing below is on
 * screen yet, so the late part only adds to the page and moves nothing.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
