import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { crawlerPage, embeddedAnswers, structuredData } from "../../test/crawler-page.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { serverForFile } from "../../test/file-server.js";
import { type CategoryPath, categoryPath, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const t = serverForFile({ webDist: fakeWebDist("ask-landing") });
let author: TestUser;
let path: CategoryPath;
type Named = { id: number; name: string; parent_id?: number | null };
let channels: Named[];
let categories: Named[];
beforeAll(async () => {
  author = await createUser(t.api, "landingauthor");
  path = await categoryPath(t.api);
  channels = (await t.api("GET", "/api/channels?lang=zh")).body;
  categories = (await t.api("GET", `/api/categories?channel_id=${path.channel}&lang=zh`)).body;
});

const page = (url: string, lang?: string) => crawlerPage(t.server.url, url, lang);
const nameOf = (list: Named[], id: number) => list.find((c) => c.id === id)?.name ?? "";
const link = (href: string, text: string) => `<a href="${href.replace(/&/g, "&amp;")}">${text}</a>`;

/** The page's BreadcrumbList, checked against Google's required properties; its [name, URL] pairs. */
function breadcrumbs(html: string): [string, string][] {
  const all = structuredData(html).flat();
  const list = all.find((d) => d["@type"] === "BreadcrumbList");
  expect(list?.["@context"]).toBe("https://schema.org");
  const items = list.itemListElement as { "@type": string; position: number; name: string; item: string }[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, i) => {
    expect(item["@type"]).toBe("ListItem");
    expect(item.position).toBe(i + 1);
    expect(item.name).toEqual(expect.any(String));
    expect(item.name.length).toBeGreaterThan(0);
    expect(new URL(item.item).origin).toBe(t.server.url);
  });
  return items.map((item) => [item.name, item.item.slice(t.server.url.length)]);
}

describe("the home page in its HTML (issue 19 item 1)", () => {
  it("shows the slogan, the channels and the latest questions, each linking on, with its own head", async () => {
    const id = await createQuestion(t.api, author, { title: "首页能读到的最新问题" });
    const slogan = (await t.api("GET", "/api/home/slogan?lang=zh")).body.slogan as string;
    const { status, body } = await page("/home");
    expect(status).toBe(200);
    expect(body).toContain(`<h1>${slogan}</h1>`);
    for (const c of channels) expect(body).toContain(link(`/questions?channel=${c.id}`, c.name));
    expect(body).toContain(link(`/question?id=${id}`, "首页能读到的最新问题"));
    expect(body).toContain(link("/questions", "全部问题"));
    expect(body).toContain(`<title>${slogan} - 有问必赏</title>`);
    expect(body).toContain(`<link rel="canonical" href="${t.server.url}/home">`);
    expect(body).toContain(channels.map((c) => c.name).join(" · "));
    // Exactly the home screen's first requests are handed to the app (not the latest questions: the
    // screen shows none).
    expect(Object.keys(embeddedAnswers(body)).sort()).toEqual([
      "/api/channels?lang=zh",
      "/api/home/slogan?lang=zh",
    ]);
    const en = await page("/home", "en");
    expect(Object.keys(embeddedAnswers(en.body)).sort()).toEqual([
      "/api/channels?lang=en",
      "/api/home/slogan?lang=en",
    ]);
    expect(en.body).toContain("Latest questions");
  });

  it("/ moves for good to /home, keeping its query and language", async () => {
    expect(await page("/")).toMatchObject({ status: 301, location: "/home" });
    expect(await page("/?lang=en&from=ad")).toMatchObject({ status: 301, location: "/home?from=ad&lang=en" });
  });
});

describe("the categories page in its HTML", () => {
  it("lists every channel and the chosen channel's categories, each linking to its questions", async () => {
    const first = channels[0] as Named;
    const plain = await page("/categories");
    expect(plain.status).toBe(200);
    // Without channel_id the screen opens the first channel: so does the page.
    expect(plain.body).toContain(
      `<link rel="canonical" href="${t.server.url}/categories?channel_id=${first.id}">`,
    );
    expect(Object.keys(embeddedAnswers(plain.body)).sort()).toEqual([
      `/api/categories?channel_id=${first.id}&lang=zh`,
      "/api/channels?lang=zh",
    ]);
    const { body } = await page(`/categories?channel_id=${path.channel}`);
    for (const c of channels) expect(body).toContain(link(`/categories?channel_id=${c.id}`, c.name));
    const child = categories.find((c) => c.id === path.category) as Named;
    const top = categories.find((c) => c.id === path.category_top) as Named;
    const childHref = `/questions?channel=${path.channel}&category_top=${top.id}&category=${child.id}`;
    expect(body).toContain(link(childHref, child.name));
    expect(body).toContain(
      link(`/questions?channel=${path.channel}&category_top=${top.id}&category=${top.id}`, top.name),
    );
    expect(body).toContain(`<title>${nameOf(channels, path.channel)} - 分类 - 有问必赏</title>`);
    expect(Object.keys(embeddedAnswers(body)).sort()).toEqual([
      `/api/categories?channel_id=${path.channel}&lang=zh`,
      "/api/channels?lang=zh",
    ]);
  });
});

describe("a poster's profile in its HTML", () => {
  it("shows their public card and public questions linking to theirs, with the profile's head", async () => {
    const poster = await createUser(t.api, "landingposter");
    const shown = await createQuestion(t.api, poster, { title: "资料页上的公开问题" });
    await createQuestion(t.api, poster, {
      title: "资料页上不该出现的私密问题",
      is_public: false,
      bonus_rule: "first_reply",
    });
    const { status, body } = await page(`/user?id=${poster.id}`);
    expect(status).toBe(200);
    expect(body).toContain(`<h1>${poster.username}</h1>`);
    expect(body).toContain("<dt>战力军衔</dt><dd>列兵</dd>");
    expect(body).toContain(`<h2>${poster.username} 发布的问题</h2>`);
    expect(body).toContain(link(`/question?id=${shown}`, "资料页上的公开问题"));
    expect(body).not.toContain("资料页上不该出现的私密问题");
    expect(body).toContain(`<title>${poster.username} - 有问必赏</title>`);
    expect(body).toContain(`<link rel="canonical" href="${t.server.url}/user?id=${poster.id}">`);
    expect(Object.keys(embeddedAnswers(body)).sort()).toEqual([
      `/api/customers/detail/${poster.id}?lang=zh`,
      `/api/questions?author=${poster.id}&skip=0&limit=10`,
    ]);
  });

  it("a missing user is 404 without content; a banned one answers as the API does", async () => {
    for (const url of ["/user?id=2000000000", "/user", "/user?id=abc"]) {
      const { status, body } = await page(url);
      expect(status, url).toBe(404);
      expect(body, url).not.toContain("<h1>");
      expect(body, url).not.toContain("early-data");
    }
    const banned = await createUser(t.api, "landingbanned");
    await t.server.app.db.execute(sql`update users set status = 'banned' where id = ${banned.id}`);
    const card = await t.api("GET", `/api/customers/detail/${banned.id}`);
    const profile = await page(`/user?id=${banned.id}`);
    expect(card.status).toBe(200);
    expect(profile.status).toBe(card.status);
    expect(profile.body).toContain(`<h1>${banned.username}</h1>`);
  });
});

describe("BreadcrumbList for channels and categories (issue 19 item 3)", () => {
  it("a filtered question list: Home › All questions › channel › category › sub-category", async () => {
    const url = `/questions?channel=${path.channel}&category_top=${path.category_top}&category=${path.category}`;
    const { status, body } = await page(url);
    expect(status).toBe(200);
    const trail: [string, string][] = [
      ["首页", "/home"],
      ["全部问题", "/questions"],
      [nameOf(channels, path.channel), `/questions?channel=${path.channel}`],
      [
        nameOf(categories, path.category_top),
        `/questions?channel=${path.channel}&category_top=${path.category_top}&category=${path.category_top}`,
      ],
      [nameOf(categories, path.category), url],
    ];
    expect(breadcrumbs(body)).toEqual(trail);
    // The visible trail names the same pages.
    expect(body).toContain(trail.map(([name, href]) => link(href, name)).join(" › "));
    expect(body).toContain(`<h1>${nameOf(categories, path.category)}</h1>`);
    // The screen asks for the list, the channels and the channel's categories (its filters).
    expect(Object.keys(embeddedAnswers(body)).sort()).toEqual([
      `/api/categories?channel_id=${path.channel}&lang=zh`,
      "/api/channels?lang=zh",
      `/api/questions?skip=0&limit=10&channel=${path.channel}&category_top=${path.category_top}&category=${path.category}`,
    ]);
    // Unfiltered: no trail beyond home, no BreadcrumbList.
    expect(structuredData((await page("/questions")).body)).toEqual([]);
  });

  it("a question: its QAPage beside Home › All questions › channel › categories › the question", async () => {
    const id = await createQuestion(t.api, author, { title: "面包屑测试的问题", ...path });
    const { body } = await page(`/question?id=${id}`);
    const [data] = structuredData(body);
    expect(Array.isArray(data)).toBe(true);
    expect(data.map((d: { "@type": string }) => d["@type"])).toEqual(["QAPage", "BreadcrumbList"]);
    const trail = breadcrumbs(body);
    expect(trail.map(([name]) => name)).toEqual([
      "首页",
      "全部问题",
      nameOf(channels, path.channel),
      nameOf(categories, path.category_top),
      nameOf(categories, path.category),
      "面包屑测试的问题",
    ]);
    expect(trail.at(-1)?.[1]).toBe(`/question?id=${id}`);
    expect(body).toContain(link(`/questions?channel=${path.channel}`, nameOf(channels, path.channel)));
    // The names are read for the trail, not handed to the app (the question screen does not ask).
    expect(Object.keys(embeddedAnswers(body))).toHaveLength(2);
  });
});
