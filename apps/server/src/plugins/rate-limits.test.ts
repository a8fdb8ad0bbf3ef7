import { randomBytes } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/rows.js";
import { type ApiClient, apiClient } from "../test/http.js";
import { postAvatarImage } from "../test/sample-files.js";
import { startTestServer, type TestServer, testDatabase } from "../test/server.js";
import { createUser, uniqueUsername } from "../test/user-factories.js";
import { PostgresStore } from "./rate-limits.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Counters are shared through the database (and Redis) by every test of a run, so each test
 * speaks from a client address of its own (X-Forwarded-For, with trustProxy on).
 */
const uniqueIp = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
};

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const login = (api: ApiClient, ip: string) =>
  api("POST", "/api/login", {
    form: { username: uniqueUsername(), password: "wrong password" },
    headers: { "x-forwarded-for": ip },
  });

/** Two server processes' worth of state: two apps on one database, nothing shared in memory. */
async function twoServers(overrides: Parameters<typeof startTestServer>[0]) {
  const a = await startTestServer({ trustProxy: true, ...overrides });
  const b = await startTestServer({ trustProxy: true, ...overrides });
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

function expectTooMany(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ detail: expect.any(String), code: "too_many_requests" });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("PostgreSQL rate-limit store", () => {
  // Opening (and migrating) the database takes a while: not inside the test's time limit.
  beforeAll(() => testDatabase());

  it("counts atomically and restarts the count after the window", async () => {
    const { db } = await testDatabase();
    const store = new PostgresStore(db).child({ routeInfo: { method: "POST", url: "/test/store" } });
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), windowMs, 10),
      );
    // Concurrent requests never lose an increment.
    const busy = `ip:${uniqueIp()}`;
    const counts = await Promise.all(Array.from({ length: 8 }, () => incr(busy, 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of counts) {
      expect(c.ttl).toBeGreaterThan(50_000);
      expect(c.ttl).toBeLessThanOrEqual(60_000);
    }
    // A new window starts at 1 once the old one is over.
    const brief = `ip:${uniqueIp()}`;
    expect((await incr(brief, 300)).current).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    const fresh = await incr(brief, 300);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(0);
    expect(fresh.ttl).toBeLessThanOrEqual(300);
  });
});

describe("rate limits shared by all server processes (PostgreSQL store)", () => {
  let pair: Awaited<ReturnType<typeof twoServers>>;
  let apiA: ApiClient;
  let apiB: ApiClient;
  // Accounts are made on a server with the usual (high) limits: the pair's register limit is tiny
  // and, on a shared database, other test files register from 127.0.0.1 at the same time.
  let plain: TestServer;
  let apiPlain: ApiClient;

  beforeAll(async () => {
    plain = await startTestServer();
    apiPlain = apiClient(plain.url);
    pair = await twoServers({
      loginRateLimitPerMinute: 3,
      verifyRateLimitPerMinute: 2,
      uploadRateLimitPerMinute: 2,
    });
    apiA = apiClient(pair.a.url);
    apiB = apiClient(pair.b.url);
  });
  afterAll(() => Promise.all([pair.close(), plain.close()]));

  it("limits login per client address across two servers", async () => {
    const ip = uniqueIp();
    expect((await login(apiA, ip)).status).toBe(401);
    expect((await login(apiB, ip)).status).toBe(401);
    expect((await login(apiA, ip)).status).toBe(401);
    const limited = await login(apiB, ip);
    expectTooMany(limited);
    expect(limited.body.detail).toMatch(/login attempts/);
    expectTooMany(await login(apiA, ip));
    // Another address is not affected.
    expect((await login(apiB, uniqueIp())).status).toBe(401);
  });

  it("limits register on the same counter as login", async () => {
    const ip = uniqueIp();
    const register = (api: ApiClient) =>
      api("POST", "/api/register", {
        json: { username: uniqueUsername("rl"), password: "long enough pw" },
        headers: { "x-forwarded-for": ip },
      });
    expect((await register(apiA)).status).toBe(201);
    expect((await register(apiB)).status).toBe(201);
    expect((await register(apiA)).status).toBe(201);
    expectTooMany(await register(apiB));
  });

  it("limits verification-code sending per user across two servers", async () => {
    const user = await createUser(apiPlain, "rlv");
    const other = await createUser(apiPlain, "rlv");
    // Requests are counted before the body is looked at: invalid ones count as well.
    const send = (api: ApiClient, path: string, token: string) =>
      api("POST", path, { token, json: { email: 42 } });
    expect((await send(apiA, "/api/auth/verify-email", user.token)).status).toBe(400);
    expect((await send(apiB, "/api/auth/verify-email", user.token)).status).toBe(400);
    const limited = await send(apiA, "/api/auth/verify-email", user.token);
    expectTooMany(limited);
    expect(limited.body.detail).toMatch(/verification codes/);
    // Per user, not per address: another account on the same machine may still send.
    expect((await send(apiB, "/api/auth/verify-email", other.token)).status).toBe(400);
    // Phone codes are limited the same way.
    const phone = (api: ApiClient) =>
      api("POST", "/api/auth/verify-phone", { token: user.token, json: { phone: 1 } });
    expect((await phone(apiB)).status).toBe(400);
    expect((await phone(apiA)).status).toBe(400);
    expectTooMany(await phone(apiB));
    // Without a valid token: 401 before any counting.
    const anonymous = await apiA("POST", "/api/auth/verify-email", { json: {} });
    expect(anonymous.status).toBe(401);
  });

  it("limits uploads per user across two servers", async () => {
    const user = await createUser(apiPlain, "rlu");
    const upload = async (server: TestServer) => {
      const res = await postAvatarImage(server.url, user.token);
      return { status: res.status, body: await res.json(), headers: res.headers };
    };
    expect((await upload(pair.a)).status).toBe(200);
    expect((await upload(pair.b)).status).toBe(200);
    const limited = await upload(pair.a);
    expectTooMany(limited);
    expect(limited.body.detail).toMatch(/uploads/);
  });
});

describe("rate limits on Redis (REDIS_URL)", async () => {
  const reachable = await redisReachable(REDIS_URL);

  // Without Redis a developer's run skips this test; CI (.ci/run starts Redis) must run it, so there an
  // unreachable Redis fails it instead of skipping it unseen.
  it.skipIf(!reachable && !process.env.CI)("shares the login counter between two servers", async () => {
    expect(reachable, `Redis is not reachable at ${REDIS_URL} (TEST_REDIS_URL); .ci/run starts it`).toBe(
      true,
    );
    const pair = await twoServers({ loginRateLimitPerMinute: 2, redisUrl: REDIS_URL });
    try {
      const ip = uniqueIp();
      const [apiA, apiB] = [apiClient(pair.a.url), apiClient(pair.b.url)];
      expect((await login(apiA, ip)).status).toBe(401);
      expect((await login(apiB, ip)).status).toBe(401);
      expectTooMany(await login(apiA, ip));
      expectTooMany(await login(apiB, ip));
      expect((await login(apiA, uniqueIp())).status).toBe(401);
      // Nothing went to the database store.
      const { db } = await testDatabase();
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from rate_limits where key like ${`%${ip}%`}`,
      );
      expect(row?.n).toBe(0);
    } finally {
      await pair.close();
    }
  });
});
