import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorsPlugin } from "./errors.js";
import { staticWebPlugin } from "./static-web.js";

const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "ask-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html lang="zh-CN" dir="ltr"><head><title>Ask &amp; Earn</title></head>' +
      '<body><div id="root"><span class="boot-title">Ask &amp; Earn</span></div></body></html>',
  );
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(
    path.join(dist, ".vite", "web-document.json"),
    JSON.stringify({
      app: ["assets/react-0.js"],
      routes: [
        { path: "/home", files: ["assets/HomePage-1.js", "assets/Input-2.js"] },
        { path: "/houseDetail/:id", files: ["assets/House-3.js"], namespaces: ["housing"] },
      ],
      locales: { zh: ["assets/zh-4.js"], en: ["assets/en-5.js"], ar: ["assets/ar-6.js"] },
      namespaces: {
        ar: { housing: ["assets/housing-ar-7.js"] },
        zh: { housing: ["assets/housing-zh-8.js"] },
      },
      titles: { zh: "有问必赏", en: "Ask & Earn", ar: "اسأل واربح" },
    }),
  );
  writeFileSync(path.join(dist, "assets", "main-abc.js"), script);
  writeFileSync(path.join(dist, "assets", "main-abc.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dist, "assets", "main-abc.js.gz"), gzipSync(script));
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(staticWebPlugin, { webDist: dist });
  await app.ready();
});
afterAll(() => app.close());

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );

describe("static web", () => {
  it("preloads the screen's chunks and the language's texts, with lang and dir from the lang cookie", async () => {
    const home = await app.inject({ url: "/home" });
    expect(home.headers["content-type"]).toContain("text/html");
    expect(home.headers.vary).toContain("Cookie");
    expect(home.body).toContain('<html lang="zh-CN" dir="ltr">');
    // The app's name in the reader's language, before any script has run.
    expect(home.body).toContain("<title>有问必赏</title>");
    expect(home.body).toContain('<span class="boot-title">有问必赏</span>');
    expect(preloads(home.body)).toEqual([
      "/assets/react-0.js",
      "/assets/HomePage-1.js",
      "/assets/Input-2.js",
      "/assets/zh-4.js",
    ]);
    // "/" shows the home screen.
    expect(preloads((await app.inject({ url: "/" })).body)).toContain("/assets/HomePage-1.js");

    const arabic = await app.inject({ url: "/houseDetail/42?x=1", headers: { cookie: "a=b; lang=ar" } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<span class="boot-title">اسأل واربح</span>');
    // Only the reader's language: its core texts and the screen's own namespaces.
    expect(preloads(arabic.body)).toEqual([
      "/assets/react-0.js",
      "/assets/House-3.js",
      "/assets/ar-6.js",
      "/assets/housing-ar-7.js",
    ]);

    // An unknown language or screen: the defaults, nothing invented.
    const unknown = await app.inject({ url: "/nowhere", headers: { cookie: "lang=xx<script>" } });
    expect(unknown.body).toContain('<html lang="zh-CN" dir="ltr">');
    expect(preloads(unknown.body)).toEqual(["/assets/react-0.js", "/assets/zh-4.js"]);
    expect(unknown.body).not.toContain("<script>");
  });

  it("sends the precompressed sibling the client accepts, cached for a year", async () => {
    const br = await app.inject({ url: "/assets/main-abc.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ url: "/assets/main-abc.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({
      url: "/assets/main-abc.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers history routes with index.html but a missing asset or API path with a JSON 404", async () => {
    const page = await app.inject({ url: "/questions?channel=1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>有问必赏</title>");

    const asset = await app.inject({ url: "/assets/gone-123.js" });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: "not_found" });

    const api = await app.inject({ url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "not_found" });
  });
});
