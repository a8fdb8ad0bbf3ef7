import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { allowsFraming, isPrivateAddress, probeEmbeddable } from "./site-probe.js";
import { openMerchant, seller } from "./store-fixtures.js";

/** A local "merchant site" whose answer depends on the path; it counts the requests it gets. */
let site: http.Server;
let siteUrl: string;
let hits = 0;

const PAGES: Record<string, Record<string, string>> = {
  "/plain": {},
  "/xfo-deny": { "X-Frame-Options": "DENY" },
  "/xfo-sameorigin": { "X-Frame-Options": "SAMEORIGIN" },
  "/csp-none": { "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'" },
  "/csp-self": { "Content-Security-Policy": "frame-ancestors 'self'" },
  "/csp-star": { "Content-Security-Policy": "frame-ancestors *" },
  "/csp-other": { "Content-Security-Policy": "script-src 'self'" },
};

let server: TestServer;
let guarded: TestServer;
let api: ApiClient;
let guardedApi: ApiClient;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    hits++;
    const path = req.url ?? "/";
    if (path === "/hang") return; // never answers
    if (path.startsWith("/redirect/")) {
      const n = Number(path.split("/")[2]);
      res.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : "/plain" });
      return res.end();
    }
    if (path === "/missing") {
      res.writeHead(404);
      return res.end("not found");
    }
    res.writeHead(200, { "content-type": "text/html", ...PAGES[path] });
    res.end("<!doctype html><title>shop</title>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // Tests reach the local site only with the SSRF guard turned off; the default server keeps it on.
  server = await startTestServer({ siteProbeAllowPrivate: true });
  guarded = await startTestServer();
  api = apiClient(server.url);
  guardedApi = apiClient(guarded.url);
});
afterAll(async () => {
  await Promise.all([server.close(), guarded.close()]);
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe("merchant site framing probe", () => {
  it("stores embeddable from the site's framing headers on create and on edit", async () => {
    const owner = await seller(api, server);
    const cases: [string, boolean][] = [
      ["/plain", true],
      ["/xfo-deny", false],
      ["/xfo-sameorigin", false],
      ["/csp-none", false],
      ["/csp-self", false],
      ["/csp-star", true],
      ["/csp-other", true],
      ["/missing", false],
      ["/redirect/1", true],
      ["/redirect/5", false],
    ];
    for (const [path, embeddable] of cases) {
      const res = await api("POST", "/api/merchants", {
        token: owner.token,
        json: { name: "Shop", site_url: `${siteUrl}${path}` },
      });
      expect(res.status, path).toBe(201);
      expect(res.body.embeddable, path).toBe(embeddable);
      expect(res.body.site_url).toBe(`${siteUrl}${path}`);
    }
    const id = await openMerchant(api, owner, { site_url: `${siteUrl}/plain` });
    const edited = await api("PUT", `/api/merchants/${id}`, {
      token: owner.token,
      json: { name: "Shop", site_url: `${siteUrl}/csp-none` },
    });
    expect(edited.body.embeddable).toBe(false);
    const cleared = await api("PUT", `/api/merchants/${id}`, { token: owner.token, json: { name: "Shop" } });
    expect(cleared.body).toMatchObject({ site_url: null, embeddable: false });
  });

  it("treats an unreachable site as not embeddable", async () => {
    const owner = await seller(api, server);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await api("POST", "/api/merchants", {
      token: owner.token,
      json: { name: "Shop", site_url: `http://127.0.0.1:${port}/` },
    });
    expect(res.status).toBe(201);
    expect(res.body.embeddable).toBe(false);
    expect(await probeEmbeddable(`${siteUrl}/hang`, { allowPrivate: true, timeoutMs: 200 })).toBe(false);
  });

  it("refuses private and loopback addresses unless configured (SSRF guard)", async () => {
    const owner = await seller(guardedApi, guarded);
    const before = hits;
    for (const url of [
      `${siteUrl}/plain`,
      `http://localhost:${new URL(siteUrl).port}/plain`,
      `http://[::1]:${new URL(siteUrl).port}/plain`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://0.0.0.0/",
    ]) {
      const res = await guardedApi("POST", "/api/merchants", {
        token: owner.token,
        json: { name: "Shop", site_url: url },
      });
      expect(res.status, url).toBe(201);
      expect(res.body.embeddable, url).toBe(false);
    }
    expect(hits).toBe(before);
    // The probe's own default keeps the guard on too.
    expect(await probeEmbeddable(`${siteUrl}/plain`)).toBe(false);
    expect(hits).toBe(before);
  });

  it("classifies addresses", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "not-an-ip",
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ["8.8.8.8", "1.1.1.1", "203.0.114.1", "2606:4700:4700::1111"]) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it("reads X-Frame-Options and CSP frame-ancestors", () => {
    expect(allowsFraming({})).toBe(true);
    expect(allowsFraming({ "x-frame-options": "deny" })).toBe(false);
    expect(allowsFraming({ "x-frame-options": "ALLOW-FROM https://a.example" })).toBe(false);
    expect(allowsFraming({ "content-security-policy": "frame-ancestors 'none'" })).toBe(false);
    expect(
      allowsFraming({ "content-security-policy": "frame-ancestors https:" }, "https://ask.example"),
    ).toBe(true);
    expect(
      allowsFraming(
        { "content-security-policy": "frame-ancestors https://*.ask.example" },
        "https://www.ask.example",
      ),
    ).toBe(true);
    expect(
      allowsFraming(
        { "content-security-policy": "frame-ancestors https://partner.example" },
        "https://ask.example",
      ),
    ).toBe(false);
    expect(
      allowsFraming({ "content-security-policy": ["frame-ancestors *", "frame-ancestors 'none'"] }),
    ).toBe(false);
  });
});
