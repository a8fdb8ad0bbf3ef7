import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, HTML_LANG, LANG_QUERY, LOCALES, type Locale, queryLocale } from "@ask/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { AppError } from "../lib/app-error.js";
import { cookieLocale, createWebDocument, type DocumentBody, type DocumentHead } from "./web-document.js";

/**
 * What the server knows about a public page before any script runs (modules/seo/page-head.ts): its
 * status (404 for what does not exist or a visitor may not see, 410 for what its author deleted), and
 * for a page that exists its own title, description, canonical path and preview image, for search
 * engines and link previews.
 */
export interface PageHead {
  status: 200 | 301 | 404 | 410;
  /** With 301: the canonical in-app path to go to instead. */
  location?: string;
  title?: string;
  description?: string;
  /** Canonical in-app path with its id: `/question?id=12`. */
  canonicalPath?: string;
  image?: string | null;
  /** Structured data (schema.org JSON-LD), serialized safe for a script element. */
  jsonLd?: string;
}

/** A GET of the product's own API as a visitor without an account: the JSON body on 200, else null. */
export type VisitorGet = (path: string) => Promise<unknown>;

/**
 * A public page's content for readers and crawlers that run no script (issue 19 item 1): plain HTML
 * the app replaces when it starts, and the API answers it came from, by `/api` path and query, which
 * the app takes instead of asking again (apps/web lib/early-request.ts).
 */
export interface PageContent extends DocumentBody {
  /**
   * The head of a page that has no resource of its own for PageHeadResolver (a list, the home page): its
   * title, description and canonical path (`/questions?page=2`), and its structured data if any.
   */
  head?: Omit<PageHead, "status" | "location">;
}

/** Null: no content of its own for this page (the app draws it). `origin` for absolute URLs. */
export type PageContentResolver = (
  pathname: string,
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
  origin: string,
) => Promise<PageContent | null>;

/** Several serialized JSON-LD objects as one script's text (a JSON array), or the one there is. */
const jsonLdAll = (...texts: (string | undefined)[]) => {
  const all = texts.filter((text): text is string => Boolean(text));
  return all.length > 1 ? `[${all.join(",")}]` : all[0];
};

/**
 * The page in each of the 9 languages (its canonical address with `&lang=`), and `x-default`: the
 * address without, whose language follows the reader's cookie.
 */
const languageAlternates = (canonical: string) => [
  ...LOCALES.map((locale) => ({ hreflang: HTML_LANG[locale], href: withLang(canonical, locale) })),
  { hreflang: "x-default", href: canonical },
];

/** The address with `lang=` added to its query (or as its query). */
export const withLang = (address: string, lang: Locale) =>
  `${address}${address.includes("?") ? "&" : "?"}${LANG_QUERY}=${lang}`;

/** A rendered page: its status and document, or (301) where it moved to. */
interface Rendered {
  status: number;
  document?: string;
  location?: string;
}

/** Distinct page addresses (with language) kept rendered: a few tens of MB at most. */
const MAX_CACHED_PAGES = 1000;

/** The oldest page ever served from the cache while a new one is rendered. */
const MAX_STALE_MS = 10_000;

/** Null: a page without a resource of its own (the app's defaults apply). */
export type PageHeadResolver = (
  pathname: string,
  query: URLSearchParams,
  origin: string,
) => Promise<PageHead | null>;

/**
 * Serves the built web app and answers unknown non-API GETs with the app's page (history-style routes;
 * index.html with the reader's language and the screen's preloads, see web-document.ts).
 * Unknown /api paths stay JSON 404s.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      webDist: string;
      pageHead?: PageHeadResolver;
      pageContent?: PageContentResolver;
      publicUrl?: string;
      /** How long a rendered page is served to other visitors (0: rendered for each request). */
      cacheTtlMs?: number;
    },
  ) => {
    const hasWeb = existsSync(path.join(opts.webDist, "index.html"));
    const webDocument = hasWeb ? createWebDocument(opts.webDist) : undefined;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        // The web build writes .br/.gz siblings (apps/web/vite.config.ts); send those when accepted.
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    } else {
      app.log.warn({ webDist: opts.webDist }, "web build not found; serving the API only");
    }
    // The page's data, asked of the API in-process as a visitor: the same rules, caches and bytes as the
    // app's own request, which then is not made (the answer is in the page).
    const visitorGet: VisitorGet = async (apiPath) => {
      const res = await app.inject({ method: "GET", url: apiPath, headers: { accept: "application/json" } });
      return res.statusCode === 200 ? res.json() : null;
    };
    /** A public page as every visitor gets it: its status, and its document or where it moved to. */
    const renderPage = async (
      url: string,
      cookieLang: Locale | undefined,
      origin: string,
    ): Promise<Rendered> => {
      const [pathname = "/", search = ""] = url.split("?");
      const query = new URLSearchParams(search);
      // The page's language: its address's `?lang=`, else the reader's cookie, else the default.
      const urlLang = queryLocale(query);
      const lang = urlLang ?? cookieLang ?? DEFAULT_LOCALE;
      // A detail page of something missing, deleted or not public answers 404 or 410 (the app still
      // loads and shows its not-found screen; its author, signed in, still sees their own item there).
      const page = opts.pageHead ? await opts.pageHead(pathname, query, origin) : null;
      if (page?.status === 301 && page.location)
        return { status: 301, location: urlLang ? withLang(page.location, urlLang) : page.location };
      const content =
        (page === null || page.status === 200) && opts.pageContent
          ? await opts.pageContent(pathname, query, lang, visitorGet, origin).catch((err: unknown) => {
              // The content is a courtesy to crawlers: the page still works without it (the app draws it).
              app.log.error({ err, url }, "page content failed; the page is sent without it");
              return null;
            })
          : null;
      // A resource's own head (a question, a listing), else the one its content brings (a list page).
      const own = page?.status === 200 ? page : content?.head;
      const head: DocumentHead | undefined =
        own?.title && own.canonicalPath
          ? {
              title: own.title,
              description: own.description ?? own.title,
              canonical: urlLang
                ? withLang(`${origin}${own.canonicalPath}`, urlLang)
                : `${origin}${own.canonicalPath}`,
              alternates: languageAlternates(`${origin}${own.canonicalPath}`),
              image: own.image ? new URL(own.image, origin).href : undefined,
              // The resource's structured data beside its content's (a question's QAPage and its trail).
              jsonLd: jsonLdAll(own.jsonLd, own === page ? content?.head?.jsonLd : undefined),
            }
          : undefined;
      const body = content ? { html: content.html, answers: content.answers } : undefined;
      return { status: page?.status ?? 200, document: webDocument?.(pathname, lang, head, body) ?? "" };
    };
    // Pages are what visitors without an account see (their data comes from the API as a visitor), so
    // one rendering serves every reader of the same address and language for `cacheTtlMs`
    // (PUBLIC_CACHE_TTL_MS, like the public API's micro-cache). A burst of readers of one new page
    // (a shared link) renders it once: concurrent misses wait for the same rendering, and after the
    // entry's time one reader triggers a new rendering while the others are served the previous page
    // (never older than MAX_STALE_MS). Any successful write empties it, like the API's cache.
    const ttl = opts.cacheTtlMs ?? 0;
    const pageCache =
      ttl > 0
        ? new LRUCache<string, Rendered & { at: number }, () => Promise<Rendered>>({
            max: MAX_CACHED_PAGES,
            ttl,
            allowStale: true,
            fetchMethod: async (_key, _stale, { context }) => ({ ...(await context()), at: Date.now() }),
          })
        : undefined;
    if (pageCache) app.onPublicWrite?.(() => pageCache.clear());
    const cachedPage = async (key: string, render: () => Promise<Rendered>) => {
      if (!pageCache) return { ...(await render()), hit: false };
      // Served from an earlier rendering (fresh, or stale while a new one is made).
      const hit = pageCache.peek(key, { allowStale: true }) !== undefined;
      let entry = await pageCache.fetch(key, { context: render });
      if (entry && Date.now() - entry.at > MAX_STALE_MS)
        entry = await pageCache.fetch(key, { context: render, forceRefresh: true, allowStale: false });
      return entry ? { ...entry, hit } : { ...(await render()), hit: false };
    };

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === "/api" || request.url.startsWith("/api/");
      // A missing hashed asset is a real 404 (a stale chunk name), never the SPA page.
      const isAsset = request.url.startsWith("/assets/");
      if (!isApi && !isAsset && webDocument && (request.method === "GET" || request.method === "HEAD")) {
        const origin = opts.publicUrl ?? `${request.protocol}://${request.host}`;
        const cookieLang = cookieLocale(request.headers.cookie);
        const page = await cachedPage(`${cookieLang ?? ""}|${origin}|${request.url}`, () =>
          renderPage(request.url, cookieLang, origin),
        );
        reply.header("x-cache", page.hit ? "hit" : "miss");
        if (page.status === 301 && page.location) return reply.redirect(page.location, 301);
        return reply
          .code(page.status)
          .header("Cache-Control", "no-cache")
          .header("Vary", "Cookie")
          .type("text/html; charset=utf-8")
          .send(page.document);
      }
      throw new AppError(404, "not_found", `Route ${request.method} ${request.url.split("?")[0]} not found`);
    });
  },
);
