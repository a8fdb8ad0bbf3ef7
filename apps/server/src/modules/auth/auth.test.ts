import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../lib/password.js";
import { type ApiClient, type ApiResponse, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, uniqueUsername } from "../../test/user-factories.js";

// Counts the passwords the login route really compares (the server runs in this process).
vi.mock("../../lib/password.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/password.js")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const { server, api } = useTestServer();

describe("register", () => {
  it("creates an account and returns a session", async () => {
    const username = uniqueUsername("reg");
    const res = await api("POST", "/api/register", { json: { username, password: "long enough pw" } });
    expect(res.status).toBe(201);
    expect(res.body.token_type).toBe("bearer");
    expect(res.body.user).toMatchObject({
      username,
      role: "user",
      expert_id: null,
      level: "VIP",
      avatar: null,
    });
    const me = await api("GET", "/api/me", { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
  });

  it("refuses a duplicate username, whatever its case, with 409", async () => {
    const user = await createUser(api);
    const res = await api("POST", "/api/register", {
      json: { username: user.username.toUpperCase(), password: "another password" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: expect.any(String), code: "username_taken" });
  });

  it.each([
    ["too short username", { username: "ab", password: "long enough pw" }],
    ["too long username", { username: "a".repeat(33), password: "long enough pw" }],
    ["short password", { username: uniqueUsername(), password: "short" }],
    ["missing password", { username: uniqueUsername() }],
    ["wrong types", { username: 42, password: ["x"] }],
    ["spaces in username", { username: "hello world", password: "long enough pw" }],
  ])("rejects %s with 400 validation_error", async (_name, body) => {
    const res = await api("POST", "/api/register", { json: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(typeof res.body.detail).toBe("string");
  });

  it("refuses a look-alike of an existing name (Unicode confusables) with 409 username_confusable", async () => {
    const n = String(Math.floor(Math.random() * 1e8));
    const register = (username: string) =>
      api("POST", "/api/register", { json: { username, password: "long enough pw" } });
    expect((await register(`copy_${n}`)).status).toBe(201);
    // All Cyrillic (с о р у), one script: passes the mixed-script rule, looks exactly like the Latin name.
    const cyrillic = await register(`сору_${n}`);
    expect(cyrillic.status).toBe(409);
    expect(cyrillic.body).toEqual({ detail: expect.any(String), code: "username_confusable" });
    // Digit one for l, and r+n for m.
    expect((await register(`paypal_${n}`)).status).toBe(201);
    expect((await register(`paypa1_${n}`)).body.code).toBe("username_confusable");
    expect((await register(`mail_${n}`)).status).toBe(201);
    expect((await register(`rnail_${n}`)).body.code).toBe("username_confusable");
    // The seeded administrator too: Cyrillic а in "аdmin_test" is refused (as a mixed name), and so is
    // r+n for m.
    const admin = await register("аdmin_test");
    expect(admin.status).toBe(400);
    expect(admin.body.code).toBe("username_mixed_scripts");
    expect((await register("adrnin_test")).body.code).toBe("username_confusable");
  });

  it("refuses concurrent registrations of two look-alikes: exactly one wins", async () => {
    const n = String(Math.floor(Math.random() * 1e8));
    const results = await Promise.all(
      [`hello_${n}`, `he11o_${n}`, `he1lo_${n}`, `hel1o_${n}`].map((username) =>
        api("POST", "/api/register", { json: { username, password: "long enough pw" } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(["username_taken", "username_confusable"]).toContain(r.body.code);
    }
  });

  it("refuses names that mix scripts (Latin with Cyrillic or Greek), keeps single scripts and CJK mixes", async () => {
    const n = String(Math.floor(Math.random() * 1e6));
    const register = (username: string) =>
      api("POST", "/api/register", { json: { username, password: "long enough pw" } });
    for (const mixed of [`раypal${n}`, `Ωmega${n}`, `ab${n}шк`]) {
      const res = await register(mixed);
      expect(res.status, mixed).toBe(400);
      expect(res.body).toEqual({ detail: expect.any(String), code: "username_mixed_scripts" });
    }
    for (const fine of [
      `小明${n}`,
      `東京タロウ${n}`,
      `とうきょう_${n}`,
      `小明abc${n}`,
      `김철수${n}`,
      `Иван${n}`,
      `ālex_${n}`,
    ]) {
      expect((await register(fine)).status, fine).toBe(201);
    }
  });

  it("rejects malformed JSON with 400 and the error shape", async () => {
    const res = await api("POST", "/api/register", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.any(String), code: "bad_request" });
  });
});

describe("login", () => {
  const login = (username: string, password: string) =>
    api("POST", "/api/login", { form: { username, password } });
  /** `times` wrong-password logins of this username, each refused with a plain 401. */
  const failLogins = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(username, "wrong pass")).status).toBe(401);
  };

  it("logs in with form-encoded credentials", async () => {
    const user = await createUser(api);
    const res = await login(user.username, user.password);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong password and an unknown user the same way", async () => {
    const user = await createUser(api);
    const wrong = await login(user.username, "nope nope");
    const unknown = await login(uniqueUsername(), "x");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe("invalid_credentials");
  });

  it("rejects a login without a password with 400", async () => {
    const res = await api("POST", "/api/login", { form: { username: "someone" } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
  });

  it("locks the failing address for that username after repeated failures, even with the right password (429)", async () => {
    const user = await createUser(api);
    await failLogins(user.username, 5);
    const locked = await login(user.username, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("too_many_requests");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("lets a concurrent burst of wrong passwords compare at most 5 of them, then refuses even the right one", async () => {
    const user = await createUser(api);
    vi.mocked(verifyPassword).mockClear();
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(user.username, "wrong pass")));
    const statuses = burst.map((r) => r.status);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const locked = await login(user.username.toUpperCase(), user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: expect.any(String), code: "too_many_requests" });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
  });

  it("clears the count on success", async () => {
    const user = await createUser(api);
    await failLogins(user.username, 4);
    expect((await login(user.username, user.password)).status).toBe(200);
    // A fresh count: five more failures are compared before the lock.
    await failLogins(user.username, 5);
    expect((await login(user.username, user.password)).status).toBe(429);
  });

  it("opens again once the 15-minute window has passed", async () => {
    const user = await createUser(api);
    await failLogins(user.username, 5);
    expect((await login(user.username, user.password)).status).toBe(429);
    await server.app.db.execute(
      sql`update login_failures set window_started_at = now() - interval '16 minutes'
          where key like ${`pair:${user.username.toLowerCase()}|%`}`,
    );
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("rate-limits login attempts per IP (429)", async () => {
    // Counters are shared through the database: a client address of its own keeps this test apart.
    const limited = await startTestServer({ loginRateLimitPerMinute: 3, trustProxy: true });
    const limitedApi = apiClient(limited.url);
    const ip = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.7`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limitedApi("POST", "/api/login", {
          form: { username: uniqueUsername(), password: "x" },
          headers: { "x-forwarded-for": ip },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("login throttling per (username, address) and per username (issue 14)", () => {
  // Client addresses come from X-Forwarded-For, trusted from the loopback proxy only.
  let proxied: TestServer;
  let papi: ApiClient;
  beforeAll(async () => {
    proxied = await startTestServer({
      trustProxy: ["127.0.0.1"],
      loginMaxFailuresPerAddress: 5,
      loginMaxFailuresPerUsername: 3,
      loginBackoffMaxMs: 2000,
    });
    papi = apiClient(proxied.url);
  });
  afterAll(() => proxied.close());

  const address = () =>
    `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const login = (username: string, password: string, from: string) =>
    papi("POST", "/api/login", { form: { username, password }, headers: { "x-forwarded-for": from } });
  const timed = async (request: Promise<ApiResponse>) => {
    const started = performance.now();
    const res = await request;
    return { res, ms: performance.now() - started };
  };

  it("after 5 failures from A, the owner logs in from B; A is refused until its window passes", async () => {
    const user = await createUser(api);
    // The single-address default server: a stranger's 5 failures must not block the owner elsewhere.
    const strangerServer = await startTestServer({ trustProxy: ["127.0.0.1"] });
    const sapi = apiClient(strangerServer.url);
    const [a, b] = [address(), address()];
    const attempt = (password: string, from: string) =>
      sapi("POST", "/api/login", {
        form: { username: user.username, password },
        headers: { "x-forwarded-for": from },
      });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt("wrong pass", a)).status).toBe(401);
      const owner = await attempt(user.password, b);
      expect(owner.status).toBe(200);
      expect(owner.body.user.id).toBe(user.id);
      const fromA = await attempt(user.password, a);
      expect(fromA.status).toBe(429);
      expect(fromA.body.code).toBe("too_many_requests");
      expect(Number(fromA.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      await server.app.db.execute(
        sql`update login_failures set window_started_at = now() - interval '16 minutes'
            where key = ${`pair:${user.username.toLowerCase()}|${a}`}`,
      );
      expect((await attempt(user.password, a)).status).toBe(200);
    } finally {
      await strangerServer.close();
    }
  });

  it("counts an IPv6 client by its /64: fresh addresses inside it do not buy fresh guesses", async () => {
    const user = await createUser(api);
    const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
    const net = `2001:db8:${hex()}:${hex()}`;
    for (let i = 1; i <= 5; i++)
      expect((await login(user.username, "wrong pass", `${net}::${i}`)).status).toBe(401);
    const sameNet = await login(user.username, user.password, `${net}::6`);
    expect(sameNet.status).toBe(429);
    expect(sameNet.body.code).toBe("too_many_requests");
    const otherNet = await login(user.username, user.password, `2001:db8:${hex()}:${hex()}::1`);
    expect(otherNet.status).toBe(200);
  });

  it("the administrator cannot be locked out by a stranger's failures", async () => {
    const stranger = address();
    for (let i = 0; i < 6; i++) await login("admin_test", "wrong pass", stranger);
    const admin = await login("admin_test", "admin-password-123", address());
    expect(admin.status).toBe(200);
    expect(admin.body.user.role).toBe("admin");
  });

  it("a concurrent burst from one address compares at most 5 passwords; another address still logs in", async () => {
    const user = await createUser(api);
    const a = address();
    vi.mocked(verifyPassword).mockClear();
    const burst = await Promise.all(Array.from({ length: 15 }, () => login(user.username, "wrong pass", a)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(10);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect((await login(user.username, user.password, a)).status).toBe(429);
    expect((await login(user.username, user.password, address())).status).toBe(200);
  });

  it("distributed guessing is slowed: the owner waits a bounded delay, failed addresses are spaced out", async () => {
    const user = await createUser(api);
    const guessers = Array.from({ length: 5 }, address);
    // One guess from each of 5 addresses: 5 failures, 2 over the backoff threshold of 3.
    for (const from of guessers) expect((await login(user.username, "wrong pass", from)).status).toBe(401);

    // A fresh address with the right password: delayed (250 ms doubled twice = 1 s), never refused.
    const owner = await timed(login(user.username, user.password, address()));
    expect(owner.res.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(900);
    expect(owner.ms).toBeLessThan(2000 + 1500);

    // The guessing addresses again, all at once: each takes the next slot 1 s apart (at most 2 s away);
    // the ones whose slot is further away are refused with Retry-After instead of being compared.
    vi.mocked(verifyPassword).mockClear();
    const started = performance.now();
    const again = await Promise.all(
      guessers.map((from) =>
        login(user.username, "wrong pass", from).then((res) => ({ res, ms: performance.now() - started })),
      ),
    );
    const compared = again.filter((r) => r.res.status === 401);
    const refused = again.filter((r) => r.res.status === 429);
    expect(compared.length).toBe(3);
    expect(refused.length).toBe(2);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(3);
    for (const r of refused) expect(Number(r.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...compared.map((r) => r.ms))).toBeGreaterThanOrEqual(1900);

    // The owner is still only slowed (now by the 2 s cap), never refused.
    const later = await timed(login(user.username, user.password, address()));
    expect(later.res.status).toBe(200);
    expect(later.ms).toBeGreaterThanOrEqual(1900);
  });
});

describe("me", () => {
  it("requires a token", async () => {
    const res = await api("GET", "/api/me");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  it("rejects a forged token", async () => {
    const user = await createUser(api);
    const [header, payload] = user.token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", role: "admin" })).toString("base64url");
    const res = await api("GET", "/api/me", { token: `${header}.${forgedPayload}.${payload}` });
    expect(res.status).toBe(401);
  });

  it("rejects an expired token with token_expired", async () => {
    const user = await createUser(api);
    const expired = server.app.jwt.sign({ sub: String(user.id), role: "user" }, { expiresIn: -10 });
    const res = await api("GET", "/api/me", { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("token_expired");
  });

  it("returns the token's user, never another one", async () => {
    const alice = await createUser(api, "alice");
    await createUser(api, "bob");
    const res = await api("GET", "/api/me?user_id=1", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(alice.id);
  });
});
