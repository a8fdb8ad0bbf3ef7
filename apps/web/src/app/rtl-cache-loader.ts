import type { EmotionCache } from "@emotion/cache";

/** The RTL stylis plugins load only when a right-to-left language is shown (issue 8 budget). */
let rtlCachePromise: Promise<EmotionCache> | undefined;
export const loadRtlCache = () => {
  rtlCachePromise ??= import("./rtl-cache").then((m) => m.rtlCache);
  return rtlCachePromise;
};
