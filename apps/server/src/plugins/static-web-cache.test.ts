import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeWebDist } from "../test/fake-web-dist.js";
import { errorsPlugin } from "./errors.js";
import { publicCachePlugin } from "./public-cache.js";
import { type PageContentResolver, type PageHeadResolver, staticWebPlugin } from "./static-web.js";

const TTL_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renderings so far, by the title each one wrote (the version of the page). */
let renders = 0;
let app: FastifyInstance;

beforeAll(async () => {
  // A page head that takes a while, as a database read under load does, and names its rendering.
  const pageHead: PageHeadResolver = async (pathname, query) => {
    if (pathname !== "/question") return null;
    renders++;
    const version = renders;
    await sleep(40);
    return {
      status: 200,
      title: `question ${query.get("id")} rendering ${version}`,
      canonicalPath: `/question?id=${query.get("id")}`,
    };
  };
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(publicCachePlugin, { ttlMs: TTL_MS });
  app.post("/write", async () => ({ ok: true }));
  const pageContent: PageContentResolver = async (pathname) => {
    if (pathname === "/broken") throw new TypeError("Invalid URL");
    return null;
  };
  await app.register(staticWebPlugin, {
    webDist: fakeWebDist("ask-page-cache"),
    pageHead,
    pageContent,
    cacheTtlMs: TTL_MS,
  });
  await app.ready();
});
afterAll(() => app.close());

const title = (html: string) => /<title>(.*?) - /.exec(html)?.[1];

describe("rendered pages are micro-cached for visitors (issue 19 item 6)", () => {
  it("twenty readers arriving together at a cold page cost one rendering, and the next reader none", async () => {
    const before = renders;
    const pages = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: "/question?id=1" })));
    expect(renders - before).toBe(1);
    expect(new Set(pages.map((p) => title(p.body)))).toEqual(new Set([`question 1 rendering ${before + 1}`]));
    const again = await app.inject({ url: "/question?id=1" });
    expect(again.headers["x-cache"]).toBe("hit");
    expect(renders - before).toBe(1);
  });

  it("after its time a page is served once more as it was while one new rendering is made", async () => {
    await app.inject({ url: "/question?id=2" });
    const first = renders;
    await sleep(TTL_MS + 20);
    const stale = await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: "/question?id=2" })));
    // Nobody waited for the new rendering: all got the previous page at once.
    expect(stale.map((p) => title(p.body))).toEqual(Array(10).fill(`question 2 rendering ${first}`));
    await sleep(60);
    expect(renders).toBe(first + 1);
    expect(title((await app.inject({ url: "/question?id=2" })).body)).toBe(
      `question 2 rendering ${first + 1}`,
    );
  });

  it("each language and each address is its own page, and a write empties the cache", async () => {
    const zh = await app.inject({ url: "/question?id=3" });
    const en = await app.inject({ url: "/question?id=3", headers: { cookie: "lang=en" } });
    expect(en.body).toContain('lang="en"');
    expect(zh.body).toContain('lang="zh-CN"');
    expect(title(en.body)).not.toBe(title(zh.body));
    await app.inject({ method: "POST", url: "/write" });
    const after = await app.inject({ url: "/question?id=3" });
    expect(after.headers["x-cache"]).toBe("miss");
    expect(title(after.body)).not.toBe(title(zh.body));
  });
});

describe("a page whose content fails", () => {
  it("is still the working app page (200, no content), never a 500", async () => {
    const page = await app.inject({ url: "/broken" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="boot-bar"');
    expect(page.body).not.toContain("early-data");
  });
});
