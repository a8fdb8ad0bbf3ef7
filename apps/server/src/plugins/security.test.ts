import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { type ApiClient, apiClient } from "../test/http.js";
import { postAvatarImage } from "../test/sample-files.js";
import { startTestServer, type TestServer } from "../test/server.js";
import { createUser } from "../test/user-factories.js";

/** A minimal web build, so the SPA responses (files and history fallback) can be checked too. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "askearn-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('hi')");
  return dir;
}

/** CSP header → { directive: [sources] }. */
function parseCsp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ webDist: fakeWebDist() });
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe("security headers", () => {
  const expectAppHeaders = (headers: Headers) => {
    const csp = parseCsp(headers.get("content-security-policy"));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["http:", "https:"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    // No directive anywhere lets inline or eval'd scripts run.
    for (const sources of [csp["script-src"], csp["default-src"], csp["script-src-attr"]]) {
      expect(sources ?? []).not.toContain("'unsafe-inline'");
      expect(sources ?? []).not.toContain("'unsafe-eval'");
    }
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-powered-by")).toBeNull();
    // Plain HTTP, no proxy: no HSTS.
    expect(headers.get("strict-transport-security")).toBeNull();
  };

  it("are sent on API responses, errors included", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expectAppHeaders(health.headers);

    const missing = await api("GET", "/api/no-such-route");
    expect(missing.status).toBe(404);
    expectAppHeaders(missing.headers);

    const bad = await api("POST", "/api/register", { json: { username: 1 } });
    expect(bad.status).toBe(400);
    expectAppHeaders(bad.headers);
  });

  it("are sent on the web app: index.html, its assets and history-route fallbacks", async () => {
    for (const url of ["/", "/assets/app.js", "/questions/12", "/me/wallet"]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expectAppHeaders(res.headers);
    }
  });

  it("leave the stricter policy of uploaded files in place", async () => {
    const user = await createUser(api, "sec");
    const res = await postAvatarImage(server.url, user.token);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const file = await fetch(`${server.url}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("serve the API docs page with external scripts only, and its JSON", async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
    for (const [, src] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await fetch(new URL(src ?? "", `${server.url}/api/docs`));
      expect(asset.status, src).toBe(200);
    }
    const json = await api("GET", "/api/docs/json");
    expect(json.status).toBe(200);
  });
});

describe("HSTS", () => {
  it("is sent only for requests that came over TLS, per a trusted proxy", async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const tls = await fetch(`${proxied.url}/api/health`, { headers: { "x-forwarded-proto": "https" } });
      expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const plain = await fetch(`${proxied.url}/api/health`);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const http = await fetch(`${proxied.url}/api/health`, { headers: { "x-forwarded-proto": "http" } });
      expect(http.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY, a client cannot claim TLS with a header.
    const spoofed = await fetch(`${server.url}/api/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("CORS", () => {
  const preflight = (base: string, origin: string) =>
    fetch(`${base}/api/questions`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });

  it("is closed by default: no Access-Control-Allow-Origin for any origin", async () => {
    for (const origin of ["https://evil.example", "http://localhost:5173", "null"]) {
      const res = await fetch(`${server.url}/api/health`, { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      const pre = await preflight(server.url, origin);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      expect(pre.headers.get("access-control-allow-methods")).toBeNull();
    }
  });

  it("opens to exactly the origins in CORS_ORIGINS, preflight included", async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-cors-")),
      CORS_ORIGINS: "https://app.example.com, https://admin.example.com",
    });
    expect(config.corsOrigins).toEqual(["https://app.example.com", "https://admin.example.com"]);
    const open = await startTestServer({ corsOrigins: config.corsOrigins });
    try {
      const pre = await preflight(open.url, "https://app.example.com");
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
      expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
      expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      expect(pre.headers.get("access-control-allow-credentials")).toBeNull();

      const get = await fetch(`${open.url}/api/health`, { headers: { origin: "https://admin.example.com" } });
      expect(get.headers.get("access-control-allow-origin")).toBe("https://admin.example.com");
      expect(get.headers.get("vary")?.toLowerCase()).toContain("origin");

      for (const origin of [
        "https://evil.example",
        "https://app.example.com.evil.example",
        "http://app.example.com",
      ]) {
        const other = await fetch(`${open.url}/api/health`, { headers: { origin } });
        expect(other.headers.get("access-control-allow-origin"), origin).toBeNull();
        const otherPre = await preflight(open.url, origin);
        expect(otherPre.headers.get("access-control-allow-origin"), origin).toBeNull();
      }
    } finally {
      await open.close();
    }
  });

  it("refuses origins with a path or no scheme in CORS_ORIGINS", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "askearn-cors-"));
    for (const bad of ["app.example.com", "https://app.example.com/", "*"]) {
      expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: bad })).toThrow(ConfigError);
    }
  });
});

describe("request body limit", () => {
  it("answers a 2 MB JSON body with 413 payload_too_large and keeps serving", async () => {
    const huge = JSON.stringify({ username: "x", password: "y".repeat(2 * 1024 * 1024) });
    const res = await api("POST", "/api/register", {
      raw: huge,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: expect.any(String), code: "payload_too_large" });
    const form = await api("POST", "/api/login", {
      raw: `username=x&password=${"y".repeat(2 * 1024 * 1024)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(413);
    expect(form.body.code).toBe("payload_too_large");
    const health = await api("GET", "/api/health");
    expect(health.status).toBe(200);
    // A body just under the limit is read (and then judged on its content).
    const under = await api("POST", "/api/register", {
      json: { username: "x", password: "y".repeat(900 * 1024) },
    });
    expect(under.status).toBe(400);
    expect(under.body.code).toBe("validation_error");
  });
});

describe("JWT secret rotation", () => {
  const OLD = "old-secret-that-is-long-enough-for-hs256-signing!";
  const NEW = "new-secret-that-is-long-enough-for-hs256-signing!";

  it("accepts tokens signed with JWT_SECRET_PREVIOUS and signs new ones with JWT_SECRET", async () => {
    const before = await startTestServer({ jwtSecret: OLD });
    const rotated = await startTestServer({ jwtSecret: NEW, jwtSecretPrevious: OLD });
    const after = await startTestServer({ jwtSecret: NEW });
    try {
      const user = await createUser(apiClient(before.url), "rot");
      const oldToken = user.token;

      const me = await apiClient(rotated.url)("GET", "/api/me", { token: oldToken });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);

      const login = await apiClient(rotated.url)("POST", "/api/login", {
        form: { username: user.username, password: user.password },
      });
      expect(login.status).toBe(200);
      const newToken: string = login.body.access_token;
      // Signed with the new secret: the old server cannot verify it, the new one (alone) can.
      expect((await apiClient(before.url)("GET", "/api/me", { token: newToken })).status).toBe(401);
      expect((await apiClient(after.url)("GET", "/api/me", { token: newToken })).status).toBe(200);

      // Once JWT_SECRET_PREVIOUS is removed, the old tokens stop working.
      const dropped = await apiClient(after.url)("GET", "/api/me", { token: oldToken });
      expect(dropped.status).toBe(401);
      expect(dropped.body.code).toBe("unauthorized");

      // A token signed with some other secret is still refused by the rotated server.
      const other = await startTestServer({ jwtSecret: "some-other-secret-long-enough-for-hs256-signing" });
      try {
        const stranger = await createUser(apiClient(other.url), "rot");
        const res = await apiClient(rotated.url)("GET", "/api/me", { token: stranger.token });
        expect(res.status).toBe(401);
      } finally {
        await other.close();
      }
    } finally {
      await Promise.all([before.close(), rotated.close(), after.close()]);
    }
  });

  it("still refuses expired tokens signed with the previous secret (token_expired)", async () => {
    const before = await startTestServer({ jwtSecret: OLD, jwtTtlSeconds: 1 });
    const rotated = await startTestServer({ jwtSecret: NEW, jwtSecretPrevious: OLD });
    try {
      const user = await createUser(apiClient(before.url), "rot");
      const fresh = await apiClient(rotated.url)("GET", "/api/me", { token: user.token });
      expect(fresh.status).toBe(200);
      // The clock moves past the 1 s lifetime instead of the test sleeping: only Date is faked, so
      // sockets and the database keep their real timers; the JWT verifier reads Date.now().
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 2100);
      const res = await apiClient(rotated.url)("GET", "/api/me", { token: user.token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("token_expired");
    } finally {
      vi.useRealTimers();
      await Promise.all([before.close(), rotated.close()]);
    }
  });

  it("reads JWT_SECRET_PREVIOUS and TRUST_PROXY from the environment", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "askearn-jwt-"));
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: NEW,
      JWT_SECRET_PREVIOUS: OLD,
      TRUST_PROXY: "1",
    });
    expect(config.jwtSecret).toBe(NEW);
    expect(config.jwtSecretPrevious).toBe(OLD);
    // A hop count (config.test.ts checks which address each form picks; "true" is refused there).
    expect(typeof config.trustProxy).toBe("function");
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.2",
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET_PREVIOUS: "short" })).toThrow(
      /^Invalid environment variable JWT_SECRET_PREVIOUS:/,
    );
  });
});
