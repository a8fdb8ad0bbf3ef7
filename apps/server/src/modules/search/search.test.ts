import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { setRole } from "../../test/db-factories.js";
import { createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { snippetAround } from "./search.service.js";

const { server, api } = useTestServer();
let poster: TestUser;
/** A made-up word unique to this run, so results are only this file's rows. */
const word = `zq${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  poster = await createUser(api, "poster");
  await setRole(server.app, poster.id, "publisher");
});

const search = (q: string, extra = "") => api("GET", `/api/search?q=${encodeURIComponent(q)}${extra}`);
const group = (body: { groups: { kind: string; total: number; items: { id: number }[] }[] }, kind: string) =>
  body.groups.find((g) => g.kind === kind);

describe("site-wide search", () => {
  it("finds questions and listings by a Chinese 2-character word and by an English word, grouped by kind", async () => {
    const questionId = await createQuestion(api, poster, {
      content: `<p>农村养老保险怎么交？ pension ${word}</p>`,
    });
    const privateId = await createQuestion(api, poster, {
      content: `<p>养老保险的私密问题 pension ${word}</p>`,
      is_public: false,
      bonus_rule: "first_reply",
    });
    const sale = await api("POST", "/api/sales", {
      token: poster.token,
      json: {
        title: `九成新养老院护理床 ${word}`,
        category: "furniture",
        price: 800,
        contact: "王先生",
        description: "Nursing bed, barely used; good for pension homes.",
      },
    });
    expect(sale.status).toBe(201);
    const job = await api("POST", "/api/jobs", {
      token: poster.token,
      json: {
        title: `养老顾问 Pension adviser ${word}`,
        jobType: "full_time",
        salary_min: 8000,
        salary_max: 12000,
        company: "安康养老服务",
        address: "杭州 西湖区",
        contact: "李女士",
        description: "<p>Advise families on <b>pension</b> plans.</p><script>alert(1)</script>",
      },
    });
    expect(job.status).toBe(201);

    const chinese = await search(`养老 ${word}`);
    expect(chinese.status).toBe(200);
    expect(chinese.body.terms).toEqual([word, "养老"]);
    expect(group(chinese.body, "questions")?.items.map((i) => i.id)).toEqual([questionId]);
    expect(group(chinese.body, "sales")?.items.map((i) => i.id)).toEqual([sale.body.id]);
    expect(group(chinese.body, "jobs")?.items.map((i) => i.id)).toEqual([job.body.id]);
    expect(group(chinese.body, "housing")?.total).toBe(0);
    // The private question never appears in the public search.
    expect(JSON.stringify(chinese.body)).not.toContain(`"id":${privateId},`);

    const english = await search(`PENSION ${word}`);
    expect(group(english.body, "questions")?.total).toBe(1);
    expect(group(english.body, "sales")?.total).toBe(1);
    const jobHit = group(english.body, "jobs")?.items[0] as unknown as { snippet: string; place: string };
    // The place is where the job is, not the company's name (issue 18: a pin beside a company).
    expect(jobHit.place).toBe("杭州 西湖区");
    expect(jobHit.snippet).toContain("pension");
    expect(jobHit.snippet).not.toContain("<");
  });

  it("pages one kind and leaves closed listings out", async () => {
    const tag = `pg${randomBytes(3).toString("hex")}`;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api("POST", "/api/sales", {
        token: poster.token,
        json: { title: `旧书 ${tag} ${i}`, category: "daily", contact: "张" },
      });
      ids.push(res.body.id);
    }
    await api("POST", `/api/sales/${ids[0]}/status`, { token: poster.token, json: { status: "closed" } });
    const first = await search(tag, "&kind=sales");
    expect(first.body).toMatchObject({ kind: "sales", page: 1, page_size: 10 });
    expect(first.body.groups).toHaveLength(1);
    expect(first.body.groups[0].total).toBe(11);
    expect(first.body.groups[0].items).toHaveLength(10);
    const second = await search(tag, "&kind=sales&page=2");
    expect(second.body.groups[0].items).toHaveLength(1);
    expect(second.body.groups[0].items.map((i: { id: number }) => i.id)).not.toContain(ids[0]);
  });

  it("refuses bad input with 400 and finds nothing for a query without words", async () => {
    expect((await search("")).status).toBe(400);
    expect((await search("x".repeat(101))).status).toBe(400);
    expect((await search("ok", "&kind=nope")).body.code).toBe("validation_error");
    expect((await search("ok", "&page=0")).status).toBe(400);
    const punct = await search("!!!");
    expect(punct.status).toBe(200);
    expect(punct.body.groups.every((g: { total: number }) => g.total === 0)).toBe(true);
  });
});

describe("snippetAround", () => {
  it("cuts around the first match and marks the cuts", () => {
    const text = `${"a ".repeat(100)}养老保险 ${"b ".repeat(100)}`;
    const s = snippetAround(text, ["养老"], 40);
    expect(s).toContain("养老");
    expect(s.startsWith("…")).toBe(true);
    expect(s.endsWith("…")).toBe(true);
  });
  it("keeps a short text whole", () => {
    expect(snippetAround("  short   text ", ["x"])).toBe("short text");
  });
});
