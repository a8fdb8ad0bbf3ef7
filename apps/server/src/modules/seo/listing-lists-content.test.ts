import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { crawlerPage, embeddedAnswers } from "../../test/crawler-page.js";
import { setRole } from "../../test/db-factories.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { serverForFile } from "../../test/file-server.js";
import * as listings from "../../test/listings-helpers.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const t = serverForFile({ webDist: fakeWebDist("ask-list-content") });
let poster: TestUser;
beforeAll(async () => {
  poster = await createUser(t.api, "listposter");
  await setRole(t.server.app, poster.id, "publisher");
});

const page = (url: string, lang?: string) => crawlerPage(t.server.url, url, lang);
/** A word no other test's listing holds (the PostgreSQL database is shared between runs). */
const token = () => `zone${randomBytes(4).toString("hex")}`;

describe("the classified lists in their HTML (issue 19 item 1)", () => {
  it("/houses pages through a filtered list: items link to their pages, previous/next keep the filter", async () => {
    const city = listings.uniqueCity();
    for (let i = 0; i < 11; i++)
      await listings.postHousing(t.server.app, t.api, poster.token, city, {
        title: `无脚本可读的房源 ${i}`,
        price: 120,
      });
    const filter = new URLSearchParams({ city }).toString();
    const first = await page(`/houses?${filter}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain("<h1>房产</h1>");
    // Newest first, ten a page: the eleventh listing opens the first page, with its price and place.
    expect(first.body).toMatch(/<article><h2><a href="\/houseDetail\?id=\d+">无脚本可读的房源 10<\/a><\/h2>/);
    expect(first.body).toContain(`价格: ¥1,200,000 · 面积: 80 m² · 位置: ${city} 朝阳 望京西路 8 号`);
    expect(first.body).toContain(`<a href="/houses?${filter}&amp;page=2">下一页</a>`);
    expect(first.body).not.toContain("上一页");
    expect(first.body).not.toContain("无脚本可读的房源 0<");
    const second = await page(`/houses?${filter}&page=2`);
    expect(second.body).toContain("无脚本可读的房源 0</a>");
    expect(second.body).toContain(`<a href="/houses?${filter}">上一页</a>`);
    expect(second.body).not.toContain("下一页");
    // Its own head: the list's name with the page, the canonical address with its filter, 9 languages.
    expect(second.body).toContain("<title>房产 (2) - ");
    const canonical = `${t.server.url}/houses?${filter}&amp;page=2`;
    expect(second.body).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="ar" href="${canonical}&amp;lang=ar">`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}">`);
    const en = await page(`/houses?${filter}`, "en");
    expect(en.body).toContain("<h1>Housing</h1>");
    expect(en.body).toContain("<title>Housing - ");
  });

  it("/jobs embeds exactly the screen's first request, and shows each job's salary and place", async () => {
    const zone = token();
    const job = await listings.post(
      t.api,
      "/api/jobs",
      poster.token,
      listings.jobInput({ title: "列表里的后端职位", address: `${zone} 文三路 90 号` }),
    );
    const { body, status } = await page(`/jobs?city=${zone}&salary=10to20k`, "en");
    expect(status).toBe(200);
    expect(body).toContain("<h1>Jobs</h1>");
    expect(body).toContain(`<a href="/jobDetail?id=${job.id}">列表里的后端职位</a>`);
    expect(body).toContain(
      `Monthly salary: ¥15,000 – ¥25,000 · Company: 云栖科技 · Location: ${zone} 文三路 90 号`,
    );
    expect(body).toContain(
      `<link rel="canonical" href="${t.server.url}/jobs?city=${zone}&amp;salary=10to20k">`,
    );
    // The /jobs screen asks GET /api/jobs with these parameters in this order (contracts' toJobQuery).
    const path = `/api/jobs?page=1&page_size=12&city=${zone}&salary_min=10000&salary_max=20000`;
    const answers = embeddedAnswers(body);
    expect(Object.keys(answers)).toEqual([path]);
    expect(answers[path]).toEqual(await fetch(`${t.server.url}${path}`).then((r) => r.json()));
    // A filter nothing matches says so, with no paging.
    const none = await page(`/jobs?city=${token()}`);
    expect(none.body).toContain("<p>没有符合筛选条件的信息</p>");
    expect(none.body).not.toContain("ssr-paging");
  });

  it("the boards show each category's first page, as the screen asks it", async () => {
    const sale = await listings.post(
      t.api,
      "/api/sales",
      poster.token,
      listings.saleInput({ title: "列表里的二手沙发", category: "furniture" }),
    );
    const service = await listings.post(
      t.api,
      "/api/housekeeping",
      poster.token,
      listings.housekeepingInput({ title: "列表里的搬家服务", category: "moving" }),
    );
    const sales = await page("/sales");
    expect(sales.body).toContain("<h1>二手</h1>");
    expect(sales.body).toContain("<section><h2>家具</h2>");
    expect(sales.body).toContain(`<h3><a href="/saleDetail?id=${sale.id}">列表里的二手沙发</a></h3>`);
    expect(sales.body).toContain("价格: ¥2,350.5 · 位置: 上海 徐汇");
    expect(Object.keys(embeddedAnswers(sales.body))).toEqual([
      "/api/sales?category=electronics&page=1&page_size=4",
      "/api/sales?category=furniture&page=1&page_size=4",
      "/api/sales?category=daily&page=1&page_size=4",
    ]);
    expect(sales.body).toContain(`<link rel="canonical" href="${t.server.url}/sales">`);
    const housekeeping = await page("/housekeeping", "de");
    expect(housekeeping.body).toContain("<section><h2>Umzug</h2>");
    expect(housekeeping.body).toContain(
      `<a href="/housekeepingDetail?id=${service.id}">列表里的搬家服务</a>`,
    );
    expect(Object.keys(embeddedAnswers(housekeeping.body))).toHaveLength(4);
  });

  it("a hidden (moderated) or closed listing is not listed", async () => {
    const zone = token();
    const job = (title: string) =>
      listings.post(
        t.api,
        "/api/jobs",
        poster.token,
        listings.jobInput({ title, address: `${zone} 西湖区` }),
      );
    const shown = await job("仍在招聘的职位");
    const hidden = await job("被隐藏的职位");
    const closed = await job("已关闭的职位");
    await t.server.app.db.execute(sql`update jobs set moderation = 'hidden' where id = ${hidden.id}`);
    // A write through the API (which also empties the pages' micro-cache) closes the third.
    const res = await t.api("POST", `/api/jobs/${closed.id}/status`, {
      token: poster.token,
      json: { status: "closed" },
    });
    expect(res.status).toBe(200);
    const { body } = await page(`/jobs?city=${zone}`);
    expect(body).toContain(`<a href="/jobDetail?id=${shown.id}">仍在招聘的职位</a>`);
    expect(body).not.toContain("被隐藏的职位");
    expect(body).not.toContain("已关闭的职位");
  });
});
