import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "../test/http.js";
import { createQuestion } from "../test/question-factories.js";
import { startTestServer, type TestServer } from "../test/server.js";
import { createUser } from "../test/user-factories.js";

// Two processes on one database, as in production: `cached` keeps anonymous reads for a minute,
// `other` writes without telling it.
let cached: TestServer;
let other: TestServer;
let api: ApiClient;
let otherApi: ApiClient;

beforeAll(async () => {
  cached = await startTestServer({ publicCacheTtlMs: 60_000 });
  other = await startTestServer();
  api = apiClient(cached.url);
  otherApi = apiClient(other.url);
});
afterAll(async () => {
  await cached.close();
  await other.close();
});

describe("public micro-cache", () => {
  it("answers an anonymous public read from memory; logged-in readers and local writes bypass it", async () => {
    const author = await createUser(otherApi, "cache");
    const marker = `cachetest${Date.now()}`;
    const url = `/api/questions?search=${marker}`;

    const first = await fetch(`${cached.url}${url}`);
    expect(first.headers.get("x-cache")).toBeNull();
    expect((await first.json()).total).toBe(0);

    // Published through the other process: anonymous visitors here keep the cached page (TTL)…
    const id = await createQuestion(otherApi, author, { content: `<p>${marker} question</p>` });
    const hit = await fetch(`${cached.url}${url}`);
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.headers.get("content-type")).toContain("application/json");
    // The security headers are those of every response.
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await hit.json()).total).toBe(0);

    // …a logged-in reader never gets the cached answer…
    const reader = await createUser(api, "cache");
    const fresh = await api("GET", url, { token: reader.token });
    expect(fresh.headers.get("x-cache")).toBeNull();
    expect(fresh.body.total).toBe(1);

    // …and a write through this process empties the cache.
    expect(
      (await api("POST", `/api/questions/${id}/favorite`, { token: reader.token, json: {} })).status,
    ).toBe(200);
    const after = await fetch(`${cached.url}${url}`);
    expect(after.headers.get("x-cache")).toBeNull();
    expect((await after.json()).total).toBe(1);
  });

  it("shares an answer that is the same for everyone, and Cache-Control: no-cache asks afresh", async () => {
    const reader = await createUser(api, "cache");
    const author = await createUser(otherApi, "cache");
    const marker = `cacheall${Date.now()}`;
    const url = `/api/search?q=${marker}`;
    expect((await api("GET", url)).body.groups[0].total).toBe(0);
    await createQuestion(otherApi, author, { content: `<p>${marker} question</p>` });
    // The site-wide search shows public content only: the same answer for a member.
    const hit = await api("GET", url, { token: reader.token });
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.body.groups[0].total).toBe(0);
    const fresh = await api("GET", url, { headers: { "cache-control": "no-cache" } });
    expect(fresh.headers.get("x-cache")).toBeNull();
    expect(fresh.body.groups[0].total).toBe(1);
    // …and the fresh answer replaced the cached one.
    expect((await api("GET", url)).body.groups[0].total).toBe(1);
  });

  it("never caches an error or a route that did not opt in", async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await fetch(`${cached.url}/api/questions?limit=1000`);
      expect(bad.status).toBe(400);
      expect(bad.headers.get("x-cache")).toBeNull();
      expect((await fetch(`${cached.url}/api/health`)).headers.get("x-cache")).toBeNull();
    }
  });
});
