import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../lib/password.js";
import { createUser, uniqueUsername } from "../../test/factories.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";

// Counts the passwords the login route really compares (the server runs in this process).
vi.mock("../../lib/password.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/password.js")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

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
  it("logs in with form-encoded credentials", async () => {
    const user = await createUser(api);
    const res = await api("POST", "/api/login", {
      form: { username: user.username, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong password and an unknown user the same way", async () => {
    const user = await createUser(api);
    const wrong = await api("POST", "/api/login", {
      form: { username: user.username, password: "nope nope" },
    });
    const unknown = await api("POST", "/api/login", { form: { username: uniqueUsername(), password: "x" } });
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

  it("locks a username after repeated failures, even with the right password (429)", async () => {
    const user = await createUser(api);
    for (let i = 0; i < 5; i++) {
      const res = await api("POST", "/api/login", {
        form: { username: user.username, password: "wrong pass" },
      });
      expect(res.status).toBe(401);
    }
    const locked = await api("POST", "/api/login", {
      form: { username: user.username, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("too_many_requests");
  });

  it("lets a concurrent burst of wrong passwords compare at most 5 of them, then refuses even the right one", async () => {
    const user = await createUser(api);
    vi.mocked(verifyPassword).mockClear();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("POST", "/api/login", { form: { username: user.username, password: "wrong pass" } }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const locked = await api("POST", "/api/login", {
      form: { username: user.username.toUpperCase(), password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: expect.any(String), code: "too_many_requests" });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
  });

  it("clears the count on success", async () => {
    const user = await createUser(api);
    const attempt = (password: string) =>
      api("POST", "/api/login", { form: { username: user.username, password } });
    for (let i = 0; i < 4; i++) expect((await attempt("wrong pass")).status).toBe(401);
    expect((await attempt(user.password)).status).toBe(200);
    // A fresh count: five more failures are compared before the lock.
    for (let i = 0; i < 5; i++) expect((await attempt("wrong pass")).status).toBe(401);
    expect((await attempt(user.password)).status).toBe(429);
  });

  it("opens again once the 15-minute window has passed", async () => {
    const user = await createUser(api);
    const attempt = (password: string) =>
      api("POST", "/api/login", { form: { username: user.username, password } });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong pass")).status).toBe(401);
    expect((await attempt(user.password)).status).toBe(429);
    await server.app.db.execute(
      sql`update login_failures set window_started_at = now() - interval '16 minutes'
          where key = ${`user:${user.username.toLowerCase()}`}`,
    );
    expect((await attempt(user.password)).status).toBe(200);
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
