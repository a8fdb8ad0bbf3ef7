import { setTimeout as sleep } from "node:timers/promises";
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
  /** When it was computed (Date.now()). */
  at: number;
}

/** Distinct URLs kept (each a page of a public list or search): a few MB at most. */
const MAX_ENTRIES = 2000;

/** How long past its time an entry may still be served while one request computes the next. */
const MAX_STALE_MS = 10_000;

/** How long a request waits for another one computing the same URL before asking itself. */
const WAIT_FOR_LEADER_MS = 5_000;

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
 * query per URL per `ttlMs` instead of one per visitor. No stampede (issue 20 item 2):
 * - **single flight**: when a URL is not cached, the first request computes it and the others that
 *   arrive meanwhile wait for its answer (`x-cache: shared`) instead of all asking the database;
 * - **stale while revalidate**: after `ttlMs` the entry is still served (`x-cache: stale`) while one
 *   background request (an in-process `inject` with no-cache) computes the next, so no visitor waits
 *   for the database once a second; an entry older than `ttlMs + MAX_STALE_MS` is not served.
 * It holds nothing that matters across requests: a lost or cold cache only costs a query. Any
 * successful write through this process empties it, so in a one-process deployment a visitor never
 * sees a list older than the last change made through it.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: { ttlMs: number }) => {
  if (opts.ttlMs <= 0) return;
  // Other caches of public content (the rendered pages, plugins/static-web.ts) empty with this one.
  const listeners: (() => void)[] = [];
  app.decorate("onPublicWrite", (listener: () => void) => {
    listeners.push(listener);
  });
  const cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: opts.ttlMs + MAX_STALE_MS });
  const servedFromCache = new WeakSet<FastifyRequest>();
  /** URLs being computed by a first request, which the others wait for. */
  const pending = new Map<string, Promise<Entry | undefined>>();
  /** The first request of a URL → what hands its answer to the waiting ones. */
  const leaders = new WeakMap<FastifyRequest, (entry: Entry | undefined) => void>();
  /** URLs whose stale entry is being recomputed in the background. */
  const refreshing = new Set<string>();

  const cacheable = (request: FastifyRequest) => {
    const mode = request.routeOptions.config.publicCache;
    return (
      request.method === "GET" &&
      (mode === "everyone" || (mode === true && request.headers.authorization === undefined))
    );
  };
  const wantsFresh = (request: FastifyRequest) =>
    /(^|,)\s*no-cache\s*(,|$)/i.test(String(request.headers["cache-control"] ?? ""));

  const lead = (request: FastifyRequest, url: string) => {
    let hand: (entry: Entry | undefined) => void = () => {};
    const answer = new Promise<Entry | undefined>((resolve) => {
      hand = resolve;
    });
    pending.set(url, answer);
    leaders.set(request, (entry) => {
      leaders.delete(request);
      if (pending.get(url) === answer) pending.delete(url);
      hand(entry);
    });
  };
  const waitFor = (answer: Promise<Entry | undefined>) =>
    Promise.race([answer, sleep(WAIT_FOR_LEADER_MS, undefined, { ref: false })]);
  const refresh = (url: string) => {
    if (refreshing.has(url)) return;
    refreshing.add(url);
    void app
      .inject({ method: "GET", url, headers: { "cache-control": "no-cache" } })
      .catch((err: unknown) => app.log.warn({ err, url }, "public cache refresh failed"))
      .finally(() => refreshing.delete(url));
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request) || wantsFresh(request)) return;
    const url = request.url;
    let entry = cache.get(url);
    let state = "hit";
    if (!entry) {
      const answer = pending.get(url);
      if (!answer) return lead(request, url);
      entry = await waitFor(answer);
      // The first request failed or took too long: this one asks for itself.
      if (!entry) return;
      state = "shared";
    } else if (Date.now() - entry.at > opts.ttlMs) {
      state = "stale";
      refresh(url);
    }
    servedFromCache.add(request);
    return reply.header("content-type", entry.contentType).header("x-cache", state).send(entry.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (cacheable(request) && !servedFromCache.has(request)) {
      const entry =
        reply.statusCode === 200 && typeof payload === "string"
          ? {
              body: payload,
              contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
              at: Date.now(),
            }
          : undefined;
      if (entry) cache.set(request.url, entry);
      leaders.get(request)?.(entry);
    }
    return payload;
  });
  // A first request that ended without an answer to share (an error before sending, a closed
  // connection) releases the ones waiting for it.
  const release = async (request: FastifyRequest) => leaders.get(request)?.(undefined);
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);

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
