import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, HTML_LANG, LANG_COOKIE, LOCALES, type Locale, RTL_LOCALES } from "@ask/contracts";

/** Written by the web build (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
  locales: Record<string, string[]>;
}

const PRELOADS_FILE = ".vite/route-preloads.json";

/** A react-router path pattern as a matcher: `:param` is one non-empty segment. */
function matcher(pattern: string): (pathname: string) => boolean {
  const parts = pattern.split("/");
  return (pathname) => {
    const segments = pathname.replace(/\/+$/, "").split("/");
    if (pathname === "/") segments.length = 1;
    return (
      segments.length === parts.length &&
      parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))
    );
  };
}

/** The `lang` cookie's value when it names a product locale. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const [name, value] = pair.split("=").map((s) => s.trim());
    if (name === LANG_COOKIE && LOCALES.includes(value as Locale)) return value as Locale;
  }
  return undefined;
}

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");

/**
 * The single-page app's HTML for one request: the built index.html with
 * - `lang` and `dir` of the reader's language (from the `lang` cookie the web app keeps beside its
 *   localStorage key; default zh), so an Arabic page is right-to-left from its first paint;
 * - `<link rel="modulepreload">` for the chunks of the screen at this path and the language's texts,
 *   so they download beside the entry instead of after it has run (one round trip less on a phone).
 * Built once per (route, language) and kept: the inputs are the build's files, which do not change
 * while the process runs.
 */
export function createWebDocument(webDist: string): (pathname: string, cookieHeader?: string) => string {
  const template = readFileSync(path.join(webDist, "index.html"), "utf8");
  const preloadsPath = path.join(webDist, PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(preloadsPath)
    ? JSON.parse(readFileSync(preloadsPath, "utf8"))
    : { routes: [], locales: {} };
  const routes = preloads.routes.map((route) => ({ ...route, matches: matcher(route.path) }));
  const cache = new Map<string, string>();

  return (pathname, cookieHeader) => {
    const lang = cookieLocale(cookieHeader) ?? DEFAULT_LOCALE;
    // "/" shows /home (the web app redirects there).
    const route = routes.find((r) => r.matches(pathname === "/" ? "/home" : pathname));
    const key = `${route?.path ?? ""}|${lang}`;
    let html = cache.get(key);
    if (!html) {
      // The fallback language's texts load too (i18next resolves a missing key through it).
      const localeFiles = [...new Set([lang, "en"])].flatMap((l) => preloads.locales[l] ?? []);
      const links = preloadLinks([...(route?.files ?? []), ...localeFiles]);
      html = template
        .replace(
          /<html[^>]*>/,
          `<html lang="${HTML_LANG[lang]}" dir="${RTL_LOCALES.includes(lang) ? "rtl" : "ltr"}">`,
        )
        .replace("</head>", `${links}</head>`);
      cache.set(key, html);
    }
    return html;
  };
}
