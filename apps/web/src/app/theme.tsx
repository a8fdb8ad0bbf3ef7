import type { Locale } from "@ask/contracts";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createTheme, type Theme, ThemeProvider } from "@mui/material";
import { type ReactNode, use } from "react";
import { useTranslation } from "react-i18next";
import { isRtl } from "./i18n";
import { loadRtlCache } from "./rtl-cache-loader";
import { THEME_COLORS } from "./theme-colors";

const ltrCache = createCache({ key: "mui" });

const fontFamily = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Noto Sans"',
  '"Noto Sans SC"',
  '"Noto Sans CJK SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans Arabic"',
  "sans-serif",
].join(",");

const themes: Partial<Record<"ltr" | "rtl", Theme>> = {};
const themeFor = (direction: "ltr" | "rtl") =>
  (themes[direction] ??= createTheme({
    direction,
    palette: {
      primary: { main: THEME_COLORS.primary },
      secondary: { main: THEME_COLORS.secondary },
      background: { default: THEME_COLORS.background },
      // WCAG AA (issue 8 axe scan): MUI's default orange and light blue fail 4.5:1 against white text
      // and white paper, and on-colour text is chosen for at least 4.5:1.
      warning: { main: "#c2410c" },
      info: { main: "#0277bd" },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: "none" } },
      },
      MuiCard: { defaultProps: { variant: "outlined" } },
    },
  }));

/**
 * MUI's theme and emotion cache for the reader's text direction (Arabic flips the whole layout), around
 * each part of the page drawn with MUI (MuiScope.tsx loads this module when such a part first shows).
 * The global styles MUI's CssBaseline would add are in light.css, loaded with the page.
 */
export default function MuiThemeScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const rtl = isRtl(i18n.language as Locale);
  // Suspends (the screen's loader shows) until the RTL cache is there, so Arabic never paints left-to-right.
  const cache = rtl ? use(loadRtlCache()) : ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor(rtl ? "rtl" : "ltr")}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
