import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { CssBaseline, createTheme, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";

const ltrCache = createCache({ key: "mui" });
const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });

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
  const theme = useMemo(
    () =>
      createTheme({
        direction: rtl ? "rtl" : "ltr",
        palette: {
          primary: { main: "#0f766e" },
          secondary: { main: "#b45309" },
          background: { default: "#f6f7f9" },
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
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
