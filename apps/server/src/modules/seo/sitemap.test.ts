import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import xml from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { setRole } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { post, saleInput } from "../../test/listings-helpers.js";
import { createQuestion } from "../../test/question-factories.js";
import { createUser } from "../../test/user-factories.js";
import { addProduct, openMerchant, seller } from "../store/store-fixtures.js";
import { SITEMAP_FILE_IDS } from "./sitemap-sources.js";

const t = serverForFile();

/** GETs a document as a crawler would: plain HTTP, no token, no browser. */
async function fetchText(path: string) {
  const res = await fetch(`${t.server.url}${path}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

function parsed(body: string) {
  expect(xml.validate(body), body.slice(0, 300)).toBe(true);
  return xml.parse(body);
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every URL of the sitemap file that holds ids of `kind` up to `id`. */
async function urlsOf(kind: string, id: number): Promise<string[]> {
  const page = Math.floor((id - 1) / SITEMAP_FILE_IDS);
  const file = await fetchText(`/sitemaps/${kind}-${page}.xml`);
  expect(file.status).toBe(200);
  return asArray(parsed(file.body).urlset.url).map((u: { loc: string }) => u.loc);
}

describe("robots.txt and sitemaps (issue 19 item 5)", () => {
  it("robots.txt is text, keeps crawlers out of private areas and names the sitemap", async () => {
    const robots = await fetchText("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    for (const path of ["/api/", "/userCenter", "/wallet", "/messages", "/admin", "/cart"]) {
      expect(robots.body).toContain(`Disallow: ${path}`);
    }
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("the index parses as XML and lists the static pages and a file per id range of each kind", async () => {
    await createQuestion(t.api, await createUser(t.api, "indexer"));
    const index = await fetchText("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/xml/);
    const locs = asArray(parsed(index.body).sitemapindex.sitemap).map((s: { loc: string }) => s.loc);
    expect(locs.some((l) => l.endsWith("/sitemaps/pages-0.xml"))).toBe(true);
    expect(locs.some((l) => l.endsWith("/sitemaps/questions-0.xml"))).toBe(true);
    const pages = parsed((await fetchText("/sitemaps/pages-0.xml")).body);
    expect(asArray(pages.urlset.url).map((u: { loc: string }) => u.loc)).toContain(
      `${new URL(locs[0] as string).origin}/questions`,
    );
  });

  it("lists a newly published public question and active listing, never a private, hidden or closed one", async () => {
    const author = await createUser(t.api, "mapper");
    await setRole(t.server.app, author.id, "publisher");
    const shown = await createQuestion(t.api, author);
    const privateOne = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const hidden = await createQuestion(t.api, author);
    await t.server.app.db.execute(sql`update questions set moderation = 'hidden' where id = ${hidden}`);
    const questions = await urlsOf("questions", Math.max(shown, privateOne, hidden));
    expect(questions.some((u) => u.endsWith(`/question?id=${shown}`))).toBe(true);
    expect(questions.some((u) => u.endsWith(`/question?id=${privateOne}`))).toBe(false);
    expect(questions.some((u) => u.endsWith(`/question?id=${hidden}`))).toBe(false);
    // Each entry says when its page last changed (UTC day), as written by PostgreSQL.
    const file = await fetchText(`/sitemaps/questions-${Math.floor((shown - 1) / SITEMAP_FILE_IDS)}.xml`);
    const today = new Date().toISOString().slice(0, 10);
    expect(file.body).toContain(`/question?id=${shown}</loc><lastmod>${today}</lastmod></url>`);

    const open = await post(t.api, "/api/sales", author.token, saleInput());
    const closed = await post(t.api, "/api/sales", author.token, saleInput());
    expect(
      (
        await t.api("POST", `/api/sales/${closed.id}/status`, {
          token: author.token,
          json: { status: "sold" },
        })
      ).status,
    ).toBe(200);
    const sales = await urlsOf("sales", Math.max(open.id, closed.id));
    expect(sales.some((u) => u.endsWith(`/saleDetail?id=${open.id}`))).toBe(true);
    expect(sales.some((u) => u.endsWith(`/saleDetail?id=${closed.id}`))).toBe(false);
  });

  it("lists a new store product and its merchant's page, never a hidden or withdrawn product", async () => {
    const owner = await seller(t.api, t.server, "mapshop");
    const merchant = await openMerchant(t.api, owner);
    const shown = await addProduct(t.api, owner, merchant);
    const hidden = await addProduct(t.api, owner, merchant);
    const withdrawn = await addProduct(t.api, owner, merchant);
    await t.server.app.db.execute(sql`update products set moderation = 'hidden' where id = ${hidden}`);
    await t.server.app.db.execute(sql`update products set active = false where id = ${withdrawn}`);
    const products = await urlsOf("products", Math.max(shown, hidden, withdrawn));
    expect(products.some((u) => u.endsWith(`/product?id=${shown}`))).toBe(true);
    expect(products.some((u) => u.endsWith(`/product?id=${hidden}`))).toBe(false);
    expect(products.some((u) => u.endsWith(`/product?id=${withdrawn}`))).toBe(false);
    expect((await urlsOf("merchants", merchant)).some((u) => u.endsWith(`/merchants/${merchant}`))).toBe(
      true,
    );
  });

  it("an unknown sitemap file is 404", async () => {
    expect((await fetchText("/sitemaps/secrets-0.xml")).status).toBe(404);
    expect((await fetchText("/sitemaps/questions-x.xml")).status).toBe(404);
  });

  it("is sent gzipped to a crawler that accepts it (a file of 50,000 URLs is 4 MB of XML), plain otherwise", async () => {
    const url = "/sitemaps/questions-0.xml";
    const plain = await t.server.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await t.server.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    parsed(plain.body);
  });
});
