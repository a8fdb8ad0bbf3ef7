import { useSyncExternalStore } from "react";

/** MUI's breakpoints (theme.breakpoints.up), for screens drawn without MUI. */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200 } as const;

/** Whether a CSS media query matches, following changes (MUI's useMediaQuery without the theme). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Width at least the breakpoint (theme.breakpoints.up(key)). */
export const useUp = (key: keyof typeof BREAKPOINTS) => useMediaQuery(`(min-width: ${BREAKPOINTS[key]}px)`);
