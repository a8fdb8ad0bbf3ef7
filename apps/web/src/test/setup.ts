/**
 * Setup of the "dom" Vitest project (vite.config.ts: *.test.tsx in jsdom): unmount after each test,
 * and the few browser APIs jsdom lacks that MUI and ProseMirror (the rich text editor) call.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The first toast or dialog of a file loads its lazy chunk (and MUI) in jsdom: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// ProseMirror measures the selection to scroll it into view; jsdom has no layout (all zeros is fine).
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = emptyRect;
Range.prototype.getClientRects = emptyRects;
if (!document.elementFromPoint) document.elementFromPoint = () => null;

// MUI's useMediaQuery: no query matches (the desktop layout, as at a wide window).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
