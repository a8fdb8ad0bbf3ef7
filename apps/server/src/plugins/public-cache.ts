import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * GETs of this route may be answered from the public cache (see below): `true` for anonymous
     * visitors only (what a member sees may depend on who they are); `"everyone"` when the answer is
     * the same for every caller (the catalogue, the site-wide search of public content).
     */
    publicCache?: true | "everyone";
  }
  interface FastifyInstance {
    /** Calls `listener` after each successful write, when public answers may have changed. */
    onPublicWrite?: (listener: () => void) => void;
  }
}

interface Entry {
  body: string;
  contentType: string;
}

/** Distinct URLs kept (each a page of a public list or search): a few MB at most. */
const MAX_ENTRIES = 2000;

/**
 * Micro-cache for public reads. A route opts in with `config: { publicCache: true }`; a GET of it
 * without an Authorization header (an anonymous visitor, who sees only public data) is answered from
 * memory for `ttlMs` after it was last computed, keyed by the full URL (path and query, so language,
 * filters and page are part of the key). Logged-in requests go to the database: what they see may
 * depend on who they are (private questions, own listings) — unless the route says its answer is the
 * same for everyone (`publicCache: "everyone"`). A request with `Cache-Control: no-cache` is always
 * answered fresh (and refreshes the entry), as HTTP caches do.
 *
 * This is the "microcaching" a reverse proxy would do, kept in the process so it needs no extra
 * service: under a burst of anonymous traffic (a shared link, the home page) the database sees one
 * query per URL per `ttlMs` instead of one per visitor. It holds nothing that matters across
 * requests: a lost or cold cache only costs a query. Staleness is bounded by `ttlMs` (1 s by default,
 * PUBLIC_CACHE_TTL_MS); and any successful write through this process empties it, so in a one-process
 * deployment a visitor never sees a list older than the last change made through it.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: { ttlMs: number }) => {
  if (opts.ttlMs <= 0) return;
  // Other caches of public content (the rendered pages, plugins/static-web.ts) empty with this one.
  const listeners: (() => void)[] = [];
  app.decorate("onPublicWrite", (listener: () => void) => {
    listeners.push(listener);
  });
  const cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: opts.ttlMs });
  const servedFromCache = new WeakSet<FastifyRequest>();

  const cacheable = (request: FastifyRequest) => {
    const mode = request.routeOptions.config.publicCache;
    return (
      request.method === "GET" &&
      (mode === "everyone" || (mode === true && request.headers.authorization === undefined))
    );
  };
  const wantsFresh = (request: FastifyRequest) =>
    /(^|,)\s*no-cache\s*(,|$)/i.test(String(request.headers["cache-control"] ?? ""));

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request) || wantsFresh(request)) return;
    const hit = cache.get(request.url);
    if (!hit) return;
    servedFromCache.add(request);
    return reply.header("content-type", hit.contentType).header("x-cache", "hit").send(hit.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (
      cacheable(request) &&
      !servedFromCache.has(request) &&
      reply.statusCode === 200 &&
      typeof payload === "string"
    ) {
      cache.set(request.url, {
        body: payload,
        contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      });
    }
    return payload;
  });

  // Logging in, registering and verifying change nothing anybody else sees.
  const changesNothingPublic = /^\/api\/(login|register|auth\/)/;
  app.addHook("onResponse", async (request, reply) => {
    if (
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      reply.statusCode < 400 &&
      !changesNothingPublic.test(request.url)
    ) {
      cache.clear();
      for (const listener of listeners) listener();
    }
  });
});
