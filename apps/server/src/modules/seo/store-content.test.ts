import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { crawlerPage, embeddedAnswers, structuredData } from "../../test/crawler-page.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { serverForFile } from "../../test/file-server.js";
import type { TestUser } from "../../test/user-factories.js";
import { addProduct, openMerchant, seller } from "../store/store-fixtures.js";

const t = serverForFile({ webDist: fakeWebDist("ask-store-content") });
let owner: TestUser;
let merchantId: number;
beforeAll(async () => {
  owner = await seller(t.api, t.server, "storeseo");
  merchantId = await openMerchant(t.api, owner, {
    name: "山间茶铺",
    description: "自家茶园的春茶。\n\n每周二发货。",
    site_url: null,
  });
});

const page = (url: string, lang?: string) => crawlerPage(t.server.url, url, lang);

/** A product of the test's merchant; the image is set directly (uploads are not the point here). */
async function product(fields: Record<string, unknown> = {}, image?: string) {
  const id = await addProduct(t.api, owner, merchantId, fields);
  if (image) await t.server.app.db.execute(sql`update products set image_url = ${image} where id = ${id}`);
  return id;
}

describe("the store's pages in their HTML (issue 19 item 1)", () => {
  it("/store lists products linking to their pages, with price, merchant and stock, and the merchants", async () => {
    const id = await product({ name: "明前龙井 100g", price: 128, stock: 7, description: "清香，回甘。" });
    const { status, body } = await page("/store");
    expect(status).toBe(200);
    expect(body).toContain("<h1>商城</h1>");
    expect(body).toContain(`<h2><a href="/product?id=${id}">明前龙井 100g</a></h2>`);
    expect(body).toContain(`¥128.00 · <a href="/merchants/${merchantId}">山间茶铺</a> · 库存 7`);
    expect(body).toContain("<p>清香，回甘。</p>");
    expect(body).toMatch(
      new RegExp(`<li><a href="/merchants/${merchantId}">山间茶铺</a> \\(\\d+ 件商品\\)</li>`),
    );
    // The other orders are links; the app's first requests (the merchants, the first page) are answered.
    expect(body).toContain('<a href="/store?sort=price_asc">价格从低到高</a>');
    const answers = embeddedAnswers(body);
    expect(Object.keys(answers).sort()).toEqual([
      "/api/merchants",
      "/api/products?sort=newest&skip=0&limit=24",
    ]);
    const products = await fetch(`${t.server.url}/api/products?sort=newest&skip=0&limit=24`).then((r) =>
      r.json(),
    );
    expect(answers["/api/products?sort=newest&skip=0&limit=24"]).toEqual(products);
    // Its own head: title, canonical, one address per language.
    expect(body).toContain("<title>商城 - 有问必赏</title>");
    expect(body).toContain(`<link rel="canonical" href="${t.server.url}/store">`);
    expect(body).toContain(`<link rel="alternate" hreflang="en" href="${t.server.url}/store?lang=en">`);
    const en = await page("/store", "en");
    expect(en.body).toContain("<h1>Store</h1>");
    expect(en.body).toContain("¥128.00");
    expect(en.body).toContain("In stock: 7");
  });

  it("a search has pages linking to each other, keeping the words and the order", async () => {
    // 25 products with one word of their own (the PostgreSQL database is shared between runs).
    const word = `shelf${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push(await product({ name: `${word} 第${i}号`, price: i }));
    const first = await page(`/store?q=${word}&sort=price_asc`);
    expect(first.body).toContain(`<a href="/store?q=${word}&amp;sort=price_asc&amp;page=2">下一页</a>`);
    expect(first.body).not.toContain("上一页");
    expect(first.body).toContain(`<h1>商城：${word}</h1>`);
    expect(Object.keys(embeddedAnswers(first.body))).toContain(
      `/api/products?q=${word}&sort=price_asc&skip=0&limit=24`,
    );
    const second = await page(`/store?q=${word}&sort=price_asc&page=2`);
    expect(second.body).toContain(`<a href="/product?id=${ids[24]}">${word} 第25号</a>`);
    expect(second.body).not.toContain(`<a href="/product?id=${ids[0]}">`);
    expect(second.body).toContain(`<a href="/store?q=${word}&amp;sort=price_asc">上一页</a>`);
    expect(second.body).not.toContain("下一页");
    expect(Object.keys(embeddedAnswers(second.body))).toContain(
      `/api/products?q=${word}&sort=price_asc&skip=24&limit=24`,
    );
    expect(second.body).toContain(`<title>商城：${word} (2) - 有问必赏</title>`);
    expect(second.body).toContain(
      `<link rel="canonical" href="${t.server.url}/store?q=${word}&amp;sort=price_asc&amp;page=2">`,
    );
    const none = await page(`/store?q=${word}nothing`);
    expect(none.body).toContain(`没有找到与“${word}nothing”相关的商品。`);
  });

  it("a product shows its name, photo, price, stock, description and merchant, and hands the app its answer", async () => {
    const image = "/uploads/0b6f3f3e-8a51-4c38-9d1a-0f3c2a1b9e77/tea.jpg";
    const id = await product(
      { name: "高山乌龙 <礼盒>", price: 1280.5, stock: 3, description: "冷泡也好喝。" },
      image,
    );
    const { status, body } = await page(`/product?id=${id}`);
    expect(status).toBe(200);
    expect(body).toContain("<h1>高山乌龙 &lt;礼盒&gt;</h1>");
    expect(body).toContain(`<img src="${image}" alt="高山乌龙 &lt;礼盒&gt;"`);
    expect(body).toContain("<dt>价格</dt><dd>¥1,280.50</dd>");
    expect(body).toContain("<dt>库存</dt><dd>库存 3</dd>");
    expect(body).toContain(`<dt>商家</dt><dd><a href="/merchants/${merchantId}">山间茶铺</a></dd>`);
    expect(body).toContain("<p>冷泡也好喝。</p>");
    expect(body).toContain('<a href="/store">商城</a>');
    // The product, and its merchant the screen asks for next (for "Chat"), exactly as the API answers.
    const answers = embeddedAnswers(body);
    const asked = [`/api/products/${id}`, `/api/merchants/${merchantId}`];
    expect(Object.keys(answers)).toEqual(asked);
    for (const path of asked) {
      expect(answers[path], path).toEqual(await fetch(`${t.server.url}${path}`).then((r) => r.json()));
    }
    // Its head: title, description, canonical, preview image.
    expect(body).toContain("<title>高山乌龙 &lt;礼盒&gt; - 有问必赏</title>");
    expect(body).toContain('<meta name="description" content="冷泡也好喝。">');
    expect(body).toContain(`<link rel="canonical" href="${t.server.url}/product?id=${id}">`);
    expect(body).toContain(`<meta property="og:image" content="${t.server.url}${image}">`);
    const soldOut = await product({ name: "已卖完的白茶", stock: 0 });
    expect((await page(`/product?id=${soldOut}`, "en")).body).toContain("<dt>Stock</dt><dd>Sold out</dd>");
  });

  it("a missing, hidden or withdrawn product answers 404 (410 withdrawn) without content", async () => {
    const hidden = await product({ name: "被隐藏的茶叶" });
    await t.server.app.db.execute(sql`update products set moderation = 'hidden' where id = ${hidden}`);
    const withdrawn = await product({ name: "下架的茶叶" });
    await t.server.app.db.execute(sql`update products set active = false where id = ${withdrawn}`);
    for (const [url, status] of [
      ["/product?id=2000000000", 404],
      ["/product?id=abc", 404],
      [`/product?id=${hidden}`, 404],
      [`/product?id=${withdrawn}`, 410],
    ] as const) {
      const res = await page(url);
      expect(res.status, url).toBe(status);
      expect(res.body, url).not.toContain("<h1>");
      expect(res.body, url).not.toContain("early-data");
      expect(res.body, url).not.toContain("application/ld+json");
    }
  });

  it("a merchant's page shows its name, description and products; the other address form moves to it", async () => {
    const id = await product({ name: "桂花红茶" });
    const { status, body } = await page(`/merchants/${merchantId}`);
    expect(status).toBe(200);
    expect(body).toContain("<h1>山间茶铺</h1>");
    expect(body).toContain("<p>自家茶园的春茶。</p><p>每周二发货。</p>");
    expect(body).toContain(`<a href="/product?id=${id}">桂花红茶</a>`);
    const answers = embeddedAnswers(body);
    expect(Object.keys(answers).sort()).toEqual([
      `/api/merchants/${merchantId}`,
      `/api/products?merchant_id=${merchantId}&skip=0&limit=24`,
    ]);
    expect(body).toContain("<title>山间茶铺 - 有问必赏</title>");
    expect(body).toContain(`<link rel="canonical" href="${t.server.url}/merchants/${merchantId}">`);
    const moved = await page(`/merchants?id=${merchantId}&lang=en`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/merchants/${merchantId}?lang=en`);
    const missing = await page("/merchants/2000000000");
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain("<h1>");
  });
});

describe("structured data of store products (issue 19 item 3)", () => {
  it("a product carries a Product with an Offer in yuan, its availability and its merchant as seller", async () => {
    const image = "/uploads/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/cup.jpg";
    const id = await product({ name: "青瓷茶杯", price: 66, stock: 4, description: "手工烧制。" }, image);
    const [data] = structuredData((await page(`/product?id=${id}`)).body);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Product");
    // Google's required properties of a product snippet and merchant listing: name, image, an offer
    // with price and currency (availability recommended).
    for (const key of ["name", "image", "offers"]) expect(data[key], key).toBeTruthy();
    expect(data).toMatchObject({
      name: "青瓷茶杯",
      description: "手工烧制。",
      url: `${t.server.url}/product?id=${id}`,
      image: `${t.server.url}${image}`,
    });
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "66.00",
      priceCurrency: "CNY",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: "山间茶铺", url: `${t.server.url}/merchants/${merchantId}` },
    });
    const soldOut = await product({ name: "卖完的茶杯", stock: 0 });
    const [gone] = structuredData((await page(`/product?id=${soldOut}`)).body);
    expect(gone.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});
