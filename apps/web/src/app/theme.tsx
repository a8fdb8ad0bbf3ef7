import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { CssBaseline, createTheme, ThemeProvider } from "@mui/material";
import { type ReactNode, use, useMemo } from "react";

const ltrCache = createCache({ key: "mui" });

/** The RTL stylis plugins load only when a right-to-left language is shown (issue 8 budget). */
let rtlCachePromise: Promise<EmotionCache> | undefined;
export const loadRtlCache = () => {
  rtlCachePromise ??= import("./rtl-cache").then((m) => m.rtlCache);
  return rtlCachePromise;
};

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

/** MUI theme and emotion cache for the text direction: Arabic flips the whole layout. */
export function AppThemeProvider({ rtl, children }: { rtl: boolean; children: ReactNode }) {
  // Suspends (the app's loader shows) until the RTL cache is there, so Arabic never paints left-to-right.
  const cache = rtl ? use(loadRtlCache()) : ltrCache;
  const theme = useMemo(
    () =>
      createTheme({
        direction: rtl ? "rtl" : "ltr",
        palette: {
          primary: { main: "#0f766e" },
          secondary: { main: "#b45309" },
          background: { default: "#f6f7f9" },
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
      }),
    [rtl],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
