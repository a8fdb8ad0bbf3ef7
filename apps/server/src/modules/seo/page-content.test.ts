import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, setRole } from "../../test/db-factories.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { serverForFile } from "../../test/file-server.js";
import { jobInput, post, saleInput } from "../../test/listings-helpers.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { payBonusTo } from "../../test/wallet-factories.js";

const webDist = fakeWebDist("ask-content");
const t = serverForFile({ webDist });
let author: TestUser;
beforeAll(async () => {
  author = await createUser(t.api, "contentauthor");
  await setRole(t.server.app, author.id, "publisher");
  await fundWallet(t.server.app, author.id, 20);
});

/** A page as a crawler without scripts gets it: plain HTTP, no token. */
const page = async (url: string, lang?: string) => {
  const res = await fetch(`${t.server.url}${url}`, { headers: lang ? { cookie: `lang=${lang}` } : {} });
  return { status: res.status, body: await res.text() };
};

/** The API answers written into the page for the app (script#early-data), by path and query. */
const embedded = (html: string): Record<string, unknown> => {
  const m = /<script type="application\/json" id="early-data">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1] ?? "{}") : {};
};

describe("a question's content in its HTML (issue 19 item 1)", () => {
  it("shows the question, its answers with the paid one marked, and links, without any script", async () => {
    const earner = await createUser(t.api, "contentearner");
    const { questionId } = await payBonusTo(t.api, author, earner, 5, {
      title: "怎样给阳台的多肉浇水？",
      content: "<p>夏天每周浇一次会不会太多？</p>",
    });
    await createComment(t.api, await createUser(t.api, "contentother"), questionId, "看土干不干再浇。");
    const { status, body } = await page(`/question?id=${questionId}`);
    expect(status).toBe(200);
    expect(body).toContain("<h1>怎样给阳台的多肉浇水？</h1>");
    expect(body).toContain("<p>夏天每周浇一次会不会太多？</p>");
    expect(body).toContain("看土干不干再浇。");
    expect(body).toContain("已采纳的回答");
    expect(body).toContain("2 个回答");
    expect(body).toContain(`<a href="/user?id=${earner.id}">${earner.username}</a>`);
    expect(body).toContain('<a href="/questions">全部问题</a>');
    // The content sits in the app's root, after the boot bar: the app replaces it when it starts.
    expect(body.indexOf('class="boot-bar"')).toBeLessThan(body.indexOf("<h1>"));
    expect(body.indexOf("<h1>")).toBeLessThan(body.indexOf("</body>"));
    // The structured data is there too (page-head.ts).
    expect(body).toContain('"@type":"QAPage"');
    const en = await page(`/question?id=${questionId}`, "en");
    expect(en.body).toContain("2 answers");
    expect(en.body).toContain("Accepted answer");
  });

  it("embeds exactly the API's answers the app asks for first, so it does not ask again", async () => {
    const id = await createQuestion(t.api, author, { title: "去成都玩三天怎么安排？" });
    await createComment(t.api, await createUser(t.api, "contenttrip"), id, "第一天宽窄巷子。");
    const answers = embedded((await page(`/question?id=${id}`)).body);
    const detailPath = `/api/questions/detail/${id}`;
    const commentsPath = `/api/questions/comments?question_id=${id}&skip=0&limit=20&sort=score`;
    expect(Object.keys(answers).sort()).toEqual([commentsPath, detailPath].sort());
    const comments = await fetch(`${t.server.url}${commentsPath}`).then((r) => r.json());
    expect(answers[commentsPath]).toEqual(comments);
    expect((answers[detailPath] as { title: string }).title).toBe("去成都玩三天怎么安排？");
  });

  it("an answer cannot break out of the page: text is escaped, the embedded JSON cannot close its script", async () => {
    const id = await createQuestion(t.api, author, { title: "转义测试的问题" });
    const attack = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
    await createComment(t.api, await createUser(t.api, "contentxss"), id, attack);
    const { body } = await page(`/question?id=${id}`);
    expect(body).not.toContain("<script>alert(1)");
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
    // A question without a bonus says nothing about one.
    expect(body).not.toContain("悬赏");
    const comments = Object.values(embedded(body)).find((v) => (v as { items?: unknown }).items) as {
      items: { content: string }[];
    };
    expect(comments.items[0]?.content).toBe(attack);
  });

  it("a private, hidden or missing question has no content in its page", async () => {
    const privateId = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const hiddenId = await createQuestion(t.api, author, { title: "被隐藏的问题内容" });
    await t.server.app.db.execute(sql`update questions set moderation = 'hidden' where id = ${hiddenId}`);
    for (const url of [`/question?id=${privateId}`, `/question?id=${hiddenId}`, "/question?id=2000000000"]) {
      const { status, body } = await page(url);
      expect(status, url).toBe(404);
      expect(body, url).not.toContain("<h1>");
      expect(body, url).not.toContain("early-data");
    }
  });
});

describe("lists and listings in their HTML (issue 19 item 1)", () => {
  it("/questions shows a page of questions linking to theirs, and the next page by its URL", async () => {
    const id = await createQuestion(t.api, author, { title: "列表页里能读到的问题" });
    const first = await page("/questions");
    expect(first.status).toBe(200);
    expect(first.body).toContain(`<a href="/question?id=${id}">列表页里能读到的问题</a>`);
    // The app's first request for this screen is answered in the page.
    expect(Object.keys(embedded(first.body)).sort()).toEqual([
      "/api/channels?lang=zh",
      "/api/questions?skip=0&limit=10",
    ]);
    // Eleven questions with one word of their own (the PostgreSQL database is shared between runs):
    // two pages of that search, each linking to the other.
    const word = `paging${Date.now().toString(36)}`;
    for (let i = 0; i < 11; i++) await createQuestion(t.api, author, { title: `翻页测试 ${word} ${i}` });
    const searched = await page(`/questions?search=${word}`);
    expect(searched.body).toContain(`<a href="/questions?search=${word}&amp;page=2">下一页</a>`);
    expect(searched.body).not.toContain("上一页");
    const second = await page(`/questions?search=${word}&page=2`);
    expect(second.body).toContain(`<a href="/questions?search=${word}">上一页</a>`);
    expect(second.body).not.toContain("下一页");
    // A list page has its own head too: title, canonical with its filters, one address per language.
    expect(second.body).toContain("<title>全部问题 (2) - ");
    const canonical = `${t.server.url}/questions?search=${word}&amp;page=2`;
    expect(second.body).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="ar" href="${canonical}&amp;lang=ar">`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}">`);
    const plain = await page("/questions?lang=en");
    expect(plain.body).toContain(`<link rel="canonical" href="${t.server.url}/questions?lang=en">`);
  });

  it("a sale and a job show their title, facts and text, with the list they belong to", async () => {
    const sale = await post(t.api, "/api/sales", author.token, saleInput({ title: "九成新的折叠自行车" }));
    const { body, status } = await page(`/saleDetail?id=${sale.id}`, "en");
    expect(status).toBe(200);
    expect(body).toContain("<h1>九成新的折叠自行车</h1>");
    expect(body).toContain("<dt>Price</dt><dd>¥2,350.5</dd>");
    expect(body).toContain("<dd>上海 徐汇</dd>");
    expect(body).toContain("<p>自用，无划痕，带原装充电器</p>");
    expect(body).toContain('<a href="/sales">Second-hand</a>');
    expect(Object.keys(embedded(body))).toEqual([`/api/sales/${sale.id}`]);
    const job = await post(t.api, "/api/jobs", author.token, jobInput({ title: "无脚本可读的前端职位" }));
    const jobPage = await page(`/jobDetail/${job.id}`);
    expect(jobPage.body).toContain("<h1>无脚本可读的前端职位</h1>");
    expect(jobPage.body).toContain("<dt>月薪</dt>");
  });

  it("a visitor who opens a listing's page counts one view; the page's own request for its data none", async () => {
    const sale = await post(t.api, "/api/sales", author.token, saleInput({ title: "浏览计数的二手商品" }));
    const views = async () =>
      (
        await queryRows<{ views: number }>(
          t.server.app.db,
          sql`select views from sale_items where id = ${sale.id}`,
        )
      )[0]?.views;
    const visit = (agent: string) =>
      fetch(`${t.server.url}/saleDetail?id=${sale.id}`, { headers: { "user-agent": agent } }).then((r) =>
        r.text(),
      );
    await visit("browser-one");
    await visit("browser-one");
    await visit("browser-two");
    // Counted after the answer is sent: wait for the count rather than for a fixed time.
    await expect.poll(views).toBe(2);
    expect(await views()).toBe(2);
  });

  it("a hidden listing has no content in its page", async () => {
    const sale = await post(t.api, "/api/sales", author.token, saleInput({ title: "被隐藏的二手商品" }));
    await t.server.app.db.execute(sql`update sale_items set moderation = 'hidden' where id = ${sale.id}`);
    const { status, body } = await page(`/saleDetail?id=${sale.id}`);
    expect(status).toBe(404);
    expect(body).not.toContain("被隐藏的二手商品");
  });
});
