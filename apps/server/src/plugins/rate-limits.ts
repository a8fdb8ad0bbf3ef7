import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/rows.js";
import { AppError } from "../lib/app-error.js";
import { clientAddressKey } from "../lib/client-address.js";

type IncrCallback = (err: Error | null, result: { current: number; ttl: number } | null) => void;

/** What @fastify/rate-limit expects of a `store` class (see its store/LocalStore.js). */
interface RateLimitStore {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo: { method?: string | string[]; url?: string } }): RateLimitStore;
}

/** INCR with the window's expiry set by the first count, atomically (Redis runs a script alone). */
const COUNT_IN_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Expired counters are deleted now and then, by whichever request happens to draw the lot. */
const CLEANUP_PROBABILITY = 0.01;

/**
 * PostgreSQL-backed counters: one atomic `insert … on conflict do update … returning` per request,
 * so every server process on the database sees the same count. Works on PGlite too.
 */
export class PostgresStore implements RateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = "",
  ) {}

  incr(key: string, cb: IncrCallback, timeWindow: number): void {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => cb(null, result),
      (err: Error) => cb(err, null),
    );
  }

  /** Adds one to `key`'s counter in a fixed window of `windowMs` (started by its first count). */
  async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
    const [row] = await queryRows<{ count: number; ttl: number }>(
      this.db,
      sql`
      insert into rate_limits as r (key, count, window_start, reset_at)
      values (${key}, 1, clock_timestamp(), clock_timestamp() + ${window})
      on conflict (key) do update set
        count = case when r.reset_at <= clock_timestamp() then 1 else r.count + 1 end,
        window_start = case when r.reset_at <= clock_timestamp() then clock_timestamp() else r.window_start end,
        reset_at = case when r.reset_at <= clock_timestamp() then clock_timestamp() + ${window} else r.reset_at end
      returning count,
        greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::integer as ttl`,
    );
    if (Math.random() < CLEANUP_PROBABILITY) {
      // Not awaited: a slow delete must not hold up the request.
      this.db
        .execute(sql`delete from rate_limits where reset_at < now() - interval '1 minute'`)
        .catch(() => {});
    }
    return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
  }

  child(routeOptions: { routeInfo: { method?: string | string[]; url?: string } }): RateLimitStore {
    const { method, url } = routeOptions.routeInfo;
    return new PostgresStore(this.db, `${this.prefix}${String(method ?? "")}${url ?? ""}-`);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Route `config.rateLimit` options on the shared store; 429s are {detail, code: "too_many_requests"}. */
    routeRateLimit: (opts: { max: number; message: string; per?: "ip" | "user" }) => RateLimitOptions;
    /**
     * Adds one to a named counter in a fixed window on the same shared store (Redis or PostgreSQL) and
     * returns the new count: for limits a route hook cannot express (per account kind, hour and day).
     */
    countInWindow: (key: string, windowMs: number) => Promise<number>;
  }
}

/**
 * Per-route rate limits (@fastify/rate-limit, `global: false`) on a store shared by all server
 * processes: Redis when REDIS_URL is set, else the rate_limits table.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
  const options: RateLimitPluginOptions = { global: false };
  if (opts.redisUrl) {
    const redis = new Redis(opts.redisUrl, {
      // Fail requests quickly instead of queueing them while Redis is away.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: true,
    });
    redis.on("error", (err) => app.log.warn({ err }, "redis (rate limits) connection error"));
    await redis.connect();
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    options.redis = redis;
    options.nameSpace = "askearn-rl-";
    app.decorate("countInWindow", async (key: string, windowMs: number) =>
      Number(await redis.eval(COUNT_IN_WINDOW, 1, `askearn-count-${key}`, String(windowMs))),
    );
  } else {
    const db = app.db;
    const counters = new PostgresStore(db, "count-");
    app.decorate(
      "countInWindow",
      async (key: string, windowMs: number) => (await counters.count(key, windowMs)).current,
    );
    // @fastify/rate-limit constructs the store itself (`new Store(globalParams)`).
    options.store = class extends PostgresStore {
      constructor() {
        super(db);
      }
    } as unknown as RateLimitPluginOptions["store"];
  }
  await app.register(rateLimit, options);

  app.decorate("routeRateLimit", ({ max, message, per = "ip" }) => ({
    max,
    timeWindow: "1 minute",
    // Runs after the route's own onRequest (authenticate), so the verified user is known here.
    keyGenerator: (request: FastifyRequest) =>
      per === "user" && request.user ? `user:${request.user.sub}` : `ip:${clientAddressKey(request.ip)}`,
    errorResponseBuilder: () => new AppError(429, "too_many_requests", message),
  }));
});
