import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_LOCALE,
  DEFERRED_PRELOADS_ELEMENT_ID,
  EARLY_DATA_ELEMENT_ID,
  HTML_LANG,
  LANG_COOKIE,
  LOCALES,
  type Locale,
  RTL_LOCALES,
} from "@ask/contracts";

/** Written by the web build (apps/web/build/web-document.ts). */
interface WebDocumentInfo {
  app: string[];
  routes: { path: string; files: string[]; namespaces?: string[] }[];
  locales: Record<string, string[]>;
  namespaces?: Record<string, Record<string, string[]>>;
  titles: Record<string, string>;
}

const INFO_FILE = ".vite/web-document.json";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

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

/**
 * Low priority: none of these is needed for the first paint (the boot bar is plain HTML), so they must
 * not hold it up; they are still fetched at once, beside the screen's data (main.tsx asks for it).
 */
const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join("");

/**
 * The single-page app's HTML for one request: the built index.html with
 * - `lang` and `dir` of the page's language (static-web.ts: the address's `?lang=`, else the `lang`
 *   cookie the web app keeps beside its localStorage key; default zh), so an Arabic page is right-to-left from its first paint, and the
 *   app's name in that language in the title and in the boot bar painted before any script runs;
 * - `<link rel="modulepreload">` for the app's chunks (the entry imports them after the first paint),
 *   the chunks of the screen at this path and the language's texts, so they all download beside the
 *   entry instead of one after the other (round trips saved on a phone).
 * Built once per (route, language) and kept: the inputs are the build's files, which do not change
 * while the process runs.
 */
export function createWebDocument(
  webDist: string,
): (pathname: string, lang?: Locale, head?: DocumentHead, body?: DocumentBody) => string {
  const template = readFileSync(path.join(webDist, "index.html"), "utf8");
  const infoPath = path.join(webDist, INFO_FILE);
  const info: WebDocumentInfo = existsSync(infoPath)
    ? JSON.parse(readFileSync(infoPath, "utf8"))
    : { app: [], routes: [], locales: {}, titles: {} };
  const routes = info.routes.map((route) => ({ ...route, matches: matcher(route.path) }));
  const cache = new Map<string, string>();

  return (pathname, lang = DEFAULT_LOCALE, head, body) => {
    // "/" shows /home (the web app redirects there).
    const route = routes.find((r) => r.matches(pathname === "/" ? "/home" : pathname));
    const key = `${route?.path ?? ""}|${lang}`;
    let html = cache.get(key);
    if (!html) {
      // The language's core texts, and the namespaces this screen uses beyond them.
      const localeFiles = [
        ...(info.locales[lang] ?? []),
        ...(route?.namespaces ?? []).flatMap((ns) => info.namespaces?.[lang]?.[ns] ?? []),
      ];
      const links = preloadLinks([...new Set([...info.app, ...(route?.files ?? []), ...localeFiles])]);
      const title = info.titles[lang];
      html = template
        .replace(
          /<html[^>]*>/,
          `<html lang="${HTML_LANG[lang]}" dir="${RTL_LOCALES.includes(lang) ? "rtl" : "ltr"}">`,
        )
        .replace("</head>", `${links}</head>`);
      if (title) {
        html = html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(/(<span class="boot-title">)[^<]*(<\/span>)/, `$1${escapeHtml(title)}$2`);
      }
      cache.set(key, html);
    }
    const headed = head ? withHead(html, head, info.titles[lang]) : html;
    return body ? withBody(headed, body) : headed;
  };
}

/** A public page's content and the API answers it came from (modules/seo/page-content.ts). */
export interface DocumentBody {
  html: string;
  answers: Record<string, unknown>;
}

/** JSON inside a script element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const CHUNK_PRELOADS = /<link rel="modulepreload" fetchpriority="low"[^>]*>/g;

/**
 * The page's content under the boot bar, inside the app's root (the app keeps it until the screen has
 * drawn itself, apps/web app/server-content.tsx), and the answers as JSON the app reads instead of
 * asking again (apps/web lib/early-request.ts). The app's chunk preloads wait in an inert `<template>`
 * that the entry releases after the first paint: the page's content needs no script, so on a slow
 * network the document, its styles and that paint come first, not beside ~150 KB of script.
 */
export function withBody(html: string, body: DocumentBody): string {
  const answers = `<script type="application/json" id="${EARLY_DATA_ELEMENT_ID}">${scriptJson(body.answers)}</script>`;
  const chunks = `<template id="${DEFERRED_PRELOADS_ELEMENT_ID}">${(html.match(CHUNK_PRELOADS) ?? []).join("")}</template>`;
  return html
    .replace(CHUNK_PRELOADS, "")
    .replace(/(<div class="boot-bar"[^>]*>.*?<\/div>)/s, (bar) => `${bar}${body.html}`)
    .replace("</body>", `${answers}${chunks}</body>`);
}

/** The product's preview card, for a page without a picture of its own (apps/web/public). */
const DEFAULT_PREVIEW_IMAGE = "/og-default.png";

/** A page's own head (its resource's title, description, canonical address and preview image). */
export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  image?: string | undefined;
  /** The same page in other languages (absolute URLs), for `<link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; href: string }[] | undefined;
  /** schema.org JSON-LD, already safe inside a script element. */
  jsonLd?: string | undefined;
}

/**
 * The page's own title (with the app's name in the reader's language), description, canonical link,
 * and the Open Graph and Twitter card tags a chat app or a search engine reads without running scripts.
 */
export function withHead(html: string, head: DocumentHead, appTitle: string | undefined): string {
  const title = escapeHtml(appTitle ? `${head.title} - ${appTitle}` : head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonical);
  // A page without a picture of its own is previewed with the product's card (1200×630, the size chat
  // apps and search engines show large; apps/web/public/og-default.png), so a shared link is never bare.
  const image = head.image ?? new URL(DEFAULT_PREVIEW_IMAGE, head.canonical).href;
  const tags = [
    `<link rel="canonical" href="${canonical}">`,
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    ...(appTitle ? [`<meta property="og:site_name" content="${escapeHtml(appTitle)}">`] : []),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    ...(head.image
      ? []
      : [
          `<meta property="og:image:width" content="1200">`,
          `<meta property="og:image:height" content="630">`,
        ]),
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(head.jsonLd ? [`<script type="application/ld+json">${head.jsonLd}</script>`] : []),
  ].join("");
  const described = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${description}">`)
    : html.replace("</head>", `<meta name="description" content="${description}"></head>`);
  return described
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<span class="boot-title">)[^<]*(<\/span>)/, `$1${escapeHtml(appTitle ?? head.title)}$2`)
    .replace("</head>", `${tags}</head>`);
}
