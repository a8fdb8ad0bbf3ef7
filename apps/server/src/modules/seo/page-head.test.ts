import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorsPlugin } from "../../plugins/errors.js";
import { staticWebPlugin } from "../../plugins/static-web.js";
import { fundWallet, setRole } from "../../test/db-factories.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { serverForFile } from "../../test/file-server.js";
import { jobInput, post, saleInput } from "../../test/listings-helpers.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { payBonusTo } from "../../test/wallet-factories.js";
import { createPageHead } from "./page-head.js";

const t = serverForFile();
let web: FastifyInstance;
let author: TestUser;

beforeAll(async () => {
  const dist = fakeWebDist("ask-head");
  web = Fastify();
  await web.register(errorsPlugin);
  await web.register(staticWebPlugin, {
    webDist: dist,
    pageHead: createPageHead(t.server.app.db),
    publicUrl: "https://ask.example",
  });
  await web.ready();
  author = await createUser(t.api, "headauthor");
  await setRole(t.server.app, author.id, "publisher");
});
afterAll(() => web?.close());

const page = (url: string) => web.inject({ url });

describe("page heads and status codes of detail pages (issue 19 items 2 and 4)", () => {
  it("a public question's page carries its own title, description, canonical URL and preview tags", async () => {
    const id = await createQuestion(t.api, author, {
      title: "退休储蓄 <怎么> 规划？",
      content: "<p>我今年三十岁，想知道每个月应该存多少钱才能安心退休。</p>",
    });
    const res = await page(`/question?id=${id}&utm_source=chat`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>退休储蓄 &lt;怎么&gt; 规划？ - 有问必赏</title>");
    expect(res.body).toContain(
      '<meta name="description" content="我今年三十岁，想知道每个月应该存多少钱才能安心退休。">',
    );
    expect(res.body).not.toContain('content="Ask & Earn"');
    expect(res.body).toContain(`<link rel="canonical" href="https://ask.example/question?id=${id}">`);
    expect(res.body).toContain('<meta property="og:title" content="退休储蓄 &lt;怎么&gt; 规划？">');
    // No picture of its own: the product's preview card, as an absolute URL a chat app can fetch.
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<meta property="og:image" content="https://ask.example/og-default.png">');
    expect(res.body).toContain('<meta name="twitter:image" content="https://ask.example/og-default.png">');
  });

  it("missing, malformed, private or hidden is 404; deleted is 410; the app still loads", async () => {
    const privateId = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const hiddenId = await createQuestion(t.api, author);
    const deletedId = await createQuestion(t.api, author);
    await t.server.app.db.execute(sql`update questions set moderation = 'hidden' where id = ${hiddenId}`);
    await t.server.app.db.execute(sql`update questions set deleted_at = now() where id = ${deletedId}`);
    for (const url of [
      "/question?id=2000000000",
      "/question?id=abc",
      "/question",
      `/question?id=${privateId}`,
      `/question?id=${hiddenId}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain("og:title");
    }
    expect((await page(`/question?id=${deletedId}`)).statusCode).toBe(410);
  });

  it("each language has its own address: ?lang= sets the page's language, canonical and hreflang alternates", async () => {
    const sale = await post(t.api, "/api/sales", author.token, saleInput({ title: "多语言的二手书架" }));
    const base = `https://ask.example/saleDetail?id=${sale.id}`;
    const en = await page(`/saleDetail?id=${sale.id}&lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain("<title>多语言的二手书架 - Ask &amp; Earn</title>");
    expect(en.body).toContain(`<link rel="canonical" href="${base}&amp;lang=en">`);
    const alternates = [...en.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(alternates).toHaveLength(10);
    expect(alternates).toContainEqual(["zh-CN", `${base}&amp;lang=zh`]);
    expect(alternates).toContainEqual(["ar", `${base}&amp;lang=ar`]);
    expect(alternates).toContainEqual(["x-default", base]);
    // The address wins over the cookie; an unknown value is ignored.
    const ar = await web.inject({ url: `/saleDetail?id=${sale.id}&lang=ar`, headers: { cookie: "lang=en" } });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect((await page(`/saleDetail?id=${sale.id}&lang=xx`)).body).toContain(
      `<link rel="canonical" href="${base}">`,
    );
    // The old address form keeps its language when it moves.
    const moved = await page(`/saleDetail/${sale.id}?lang=ja`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/saleDetail?id=${sale.id}&lang=ja`);
  });

  it("listings: the old address form moves (301) to the canonical one; hidden is 404; other pages keep 200", async () => {
    const sale = await post(t.api, "/api/sales", author.token, saleInput({ title: "九成新自行车" }));
    const res = await page(`/saleDetail?id=${sale.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>九成新自行车 - 有问必赏</title>");
    expect(res.body).toContain(`<link rel="canonical" href="https://ask.example/saleDetail?id=${sale.id}">`);
    for (const old of [`/saleDetail/${sale.id}`, `/saleDetail/${sale.id}/`, `/question/${sale.id}`]) {
      const moved = await page(old);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location, old).toBe(`/${old.split("/")[1]}?id=${sale.id}`);
    }
    await t.server.app.db.execute(sql`update sale_items set moderation = 'hidden' where id = ${sale.id}`);
    expect((await page(`/saleDetail?id=${sale.id}`)).statusCode).toBe(404);
    expect((await page("/jobDetail?id=2000000000")).statusCode).toBe(404);
    expect((await page("/questions?page=2")).statusCode).toBe(200);
    expect((await page("/home")).statusCode).toBe(200);
  });
});

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );

describe("structured data (issue 19 item 3)", () => {
  it("a question page carries a QAPage with Google's required properties, the paid answer accepted", async () => {
    await fundWallet(t.server.app, author.id, 20);
    const earner = await createUser(t.api, "earner");
    const { questionId, commentId } = await payBonusTo(t.api, author, earner, 5);
    const other = await createComment(
      t.api,
      await createUser(t.api, "second"),
      questionId,
      "Another <b>view</b>",
    );
    const hiddenAnswer = await createComment(t.api, await createUser(t.api, "spam"), questionId, "buy now");
    await t.server.app.db.execute(sql`update comments set moderation = 'hidden' where id = ${hiddenAnswer}`);
    const [data] = structuredData((await page(`/question?id=${questionId}`)).body);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("QAPage");
    const q = data.mainEntity;
    expect(q["@type"]).toBe("Question");
    for (const key of ["name", "text", "answerCount", "dateCreated", "author"])
      expect(q[key], key).toBeTruthy();
    expect(q.answerCount).toBe(2);
    expect(q.acceptedAnswer.url).toBe(`https://ask.example/question?id=${questionId}#comment-${commentId}`);
    expect(q.suggestedAnswer.map((a: { url: string }) => a.url)).toEqual([
      `https://ask.example/question?id=${questionId}#comment-${other}`,
    ]);
    for (const answer of [q.acceptedAnswer, ...q.suggestedAnswer]) {
      expect(answer["@type"]).toBe("Answer");
      for (const key of ["text", "dateCreated", "url", "author"]) expect(answer[key], key).toBeTruthy();
      expect(typeof answer.upvoteCount).toBe("number");
      expect(answer.author["@type"]).toBe("Person");
    }
    expect(q.suggestedAnswer[0].text).toBe("Another view");
  });

  it("text cannot close the script element (no markup injection through a title)", async () => {
    const id = await createQuestion(t.api, author, {
      title: "</script><script>alert(1)</script>",
      content: "<p>closing tags &lt;/script&gt; in text</p>",
    });
    const html = (await page(`/question?id=${id}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    const [data] = structuredData(html);
    expect(data.mainEntity.name).toBe("</script><script>alert(1)</script>");
  });
});

describe("structured data of listings (issue 19 item 3)", () => {
  it("a job carries a JobPosting with Google's required properties and its salary range", async () => {
    const org = await createUser(t.api, "hirer");
    await setRole(t.server.app, org.id, "organization");
    const job = await post(t.api, "/api/jobs", org.token, jobInput());
    const html = (await page(`/jobDetail?id=${job.id}`)).body;
    const [data] = structuredData(html);
    expect(data["@type"]).toBe("JobPosting");
    for (const key of ["title", "description", "datePosted", "hiringOrganization", "jobLocation"]) {
      expect(data[key], key).toBeTruthy();
    }
    expect(data.hiringOrganization.name).toBe(job.company);
    expect(data.baseSalary).toMatchObject({
      currency: "CNY",
      value: { minValue: job.salary_min, maxValue: job.salary_max },
    });
    expect(html).not.toMatch(/<meta name="description" content="[^"]*&lt;/);
  });

  it("a sale item with a price carries a Product with an Offer in yuan; a negotiable one none", async () => {
    const priced = await post(t.api, "/api/sales", author.token, saleInput({ price: 1280.5 }));
    const [data] = structuredData((await page(`/saleDetail?id=${priced.id}`)).body);
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(priced.title);
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "1280.50", priceCurrency: "CNY" });
    const negotiable = await post(t.api, "/api/sales", author.token, saleInput({ price: null }));
    expect(structuredData((await page(`/saleDetail?id=${negotiable.id}`)).body)).toEqual([]);
  });
});
