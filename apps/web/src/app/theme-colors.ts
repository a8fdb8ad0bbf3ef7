/**
 * The app's colours, shared by the MUI theme (theme.tsx) and the screens drawn without MUI:
 * src/components/light/light.css repeats them as custom properties (a stylesheet cannot import a
 * module), and theme-colors.test.ts checks that the two agree.
 */
export const THEME_COLORS = {
  primary: "#0f766e",
  background: "#f6f7f9",
  secondary: "#b45309",
} as const;
