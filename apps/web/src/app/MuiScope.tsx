import { lazy, type ReactNode } from "react";

/** Starts loading MUI and the theme (e.g. when the reader points at a control that opens an MUI menu). */
export const preloadMui = () => import("./theme");
const MuiThemeScope = lazy(preloadMui);

/**
 * A part of the page drawn with MUI — every screen but home, the menus, the drawer, toasts — inside the
 * shell, which is drawn without it (issue 8: the home screen's initial JavaScript holds no MUI). The
 * first one to render loads MUI and the theme and suspends to the nearest Suspense meanwhile (the
 * screen's loader, or the control's placeholder); later ones render at once.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <MuiThemeScope>{children}</MuiThemeScope>;
}
