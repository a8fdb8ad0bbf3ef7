import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, makeExpert } from "../../test/db-factories.js";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { categoryPath, createQuestion, inDays } from "../../test/question-factories.js";
import { createUser } from "../../test/user-factories.js";

const t = serverForFile();
const { alice } = usersForFile(t, "alice");

describe("publish", () => {
  it("stores a question with amounts in yuan, a derived title and sanitized content", async () => {
    const path = await categoryPath(t.api);
    await fundWallet(t.server.app, alice.id, 15.5);
    const res = await t.api("POST", "/api/questions", {
      token: alice.token,
      json: {
        ...path,
        content:
          "<p>我想了解个人养老金账户每年的缴费上限是多少，以及领取时如何计税？</p><script>alert(1)</script>",
        bonus_amount: 12.5,
        paid_amount: 3,
        bonus_rule: "first_reply",
        deadline: inDays(3),
        user_id: 999999,
        is_paid: true,
      },
    });
    expect(res.status).toBe(201);
    const detail = await t.api("GET", `/api/questions/detail/${res.body.id}`, { token: alice.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      title: "我想了解个人养老金账户每年的缴费上限是多少，以及领取时如何计税？",
      user_id: alice.id,
      username: alice.username,
      bonus_amount: 12.5,
      paid_amount: 3,
      bonus_rule: "first_reply",
      is_public: true,
      is_paid: false,
      status: "pending",
      channel: path.channel,
      category_top: path.category_top,
      category: path.category,
    });
    expect(detail.body.content).not.toContain("script");
    // Short enough (at most 60 characters) to be the title whole (issue 15 item 9).
    expect([...detail.body.title]).toHaveLength(32);
  });

  it("takes an explicit title, else derives one at a word boundary (issue 15 item 9)", async () => {
    await t.api("PUT", `/api/customers/${alice.id}`, { token: alice.token, json: { lang: "fr" } });
    const text = "Comment déclarer un revenu locatif meublé au régime réel simplifié ?";
    const derived = await createQuestion(t.api, alice, { content: `<p>${text}</p>` });
    expect((await t.api("GET", `/api/questions/detail/${derived}`)).body.title).toBe(
      "Comment déclarer un revenu locatif meublé au régime réel…",
    );
    // An explicit title is plain text: stored as typed (white space folded), searchable.
    const own = await createQuestion(t.api, alice, {
      content: `<p>${text}</p>`,
      title: " <b>Revenu   locatif</b> meublé ",
    });
    expect((await t.api("GET", `/api/questions/detail/${own}`)).body.title).toBe(
      "<b>Revenu locatif</b> meublé",
    );

    // Empty text (only an image): the localized default, unless a title is sent.
    const imageOnly = await createQuestion(t.api, alice, {
      content: '<p><img src="https://example.com/leaf.png"></p>',
    });
    expect((await t.api("GET", `/api/questions/detail/${imageOnly}`)).body.title).toBe("Question sans titre");
    const titled = await createQuestion(t.api, alice, {
      content: '<p><img src="https://example.com/leaf.png"></p>',
      title: "My own title",
    });
    expect((await t.api("GET", `/api/questions/detail/${titled}`)).body.title).toBe("My own title");

    // No title (null) is derived; a title that is not text, or longer than 60 characters, is a 400.
    const other = await createQuestion(t.api, alice, { content: "<p>Plain words</p>", title: null });
    expect((await t.api("GET", `/api/questions/detail/${other}`)).body.title).toBe("Plain words");
    for (const title of [42, "x".repeat(61)]) {
      const res = await t.api("POST", "/api/questions", {
        token: alice.token,
        json: { ...(await categoryPath(t.api)), content: "<p>Plain words</p>", title },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    await t.api("PUT", `/api/customers/${alice.id}`, { token: alice.token, json: { lang: "en" } });
  });

  it("defaults to highest_comment_score, public, and a deadline a week ahead", async () => {
    const id = await createQuestion(t.api, alice, { deadline: undefined });
    const detail = await t.api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.bonus_rule).toBe("highest_comment_score");
    expect(detail.body.is_public).toBe(true);
    const days = (new Date(detail.body.deadline).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it("uses a localized default title when the content has no text", async () => {
    await t.api("PUT", `/api/customers/${alice.id}`, { token: alice.token, json: { lang: "en" } });
    const id = await createQuestion(t.api, alice, {
      content: '<p><img src="https://example.com/leaf.png"></p>',
    });
    const detail = await t.api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.title).toBe("Untitled question");
    expect(detail.body.image_url).toBe("https://example.com/leaf.png");
  });

  it.each([
    ["blank content", { content: "<p>   </p>" }, "blank_content"],
    ["past deadline", { deadline: inDays(-1) }, "deadline_in_past"],
    ["negative bonus", { bonus_amount: -1 }, "validation_error"],
    ["three decimals", { bonus_amount: 1.234 }, "validation_error"],
    ["unknown rule", { bonus_rule: "lottery" }, "validation_error"],
    [
      "private with a public-only rule",
      { is_public: false, bonus_rule: "highest_comment_score" },
      "validation_error",
    ],
    ["missing channel", { channel: undefined }, "validation_error"],
    ["string amount", { bonus_amount: "ten" }, "validation_error"],
    ["foreign file", { files: ["/etc/passwd"] }, "validation_error"],
    [
      "someone else's upload",
      { files: ["/uploads/00000000-0000-4000-8000-000000000000/x.pdf"] },
      "not_your_upload",
    ],
  ])("refuses %s with 400 %s", async (_name, overrides, code) => {
    const path = await categoryPath(t.api);
    const res = await t.api("POST", "/api/questions", {
      token: alice.token,
      json: { ...path, content: "<p>Question text</p>", deadline: inDays(2), ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.detail).toBe("string");
  });

  it("refuses a category that is not in the channel", async () => {
    const finance = await categoryPath(t.api, "finance");
    const law = await categoryPath(t.api, "law");
    const res = await t.api("POST", "/api/questions", {
      token: alice.token,
      json: { ...finance, category_top: law.category_top, category: law.category, content: "<p>x</p>" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_category");
    const childAsTop = await t.api("POST", "/api/questions", {
      token: alice.token,
      json: { ...finance, category_top: finance.category, category: null, content: "<p>x</p>" },
    });
    expect(childAsTop.body.code).toBe("invalid_category");
  });

  it("requires a login", async () => {
    const res = await t.api("POST", "/api/questions", {
      json: { ...(await categoryPath(t.api)), content: "<p>x</p>" },
    });
    expect(res.status).toBe(401);
  });
});

describe("browse and search", () => {
  it("filters by channel and categories and pages by skip/limit", async () => {
    const law = await categoryPath(t.api, "law");
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await createQuestion(t.api, alice, { ...law, content: `<p>law question ${i}</p>` }));
    const page1 = await t.api("GET", `/api/questions?category=${law.category}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBeGreaterThanOrEqual(3);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.items[0].id).toBe(ids[2]);
    const page2 = await t.api("GET", `/api/questions?category=${law.category}&limit=2&skip=2`);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);
    const byChannel = await t.api(
      "GET",
      `/api/questions?channel=${law.channel}&category_top=${law.category_top}`,
    );
    for (const item of byChannel.body.items) expect(item.channel).toBe(law.channel);
  });

  it("gives list items an 80-character plain-text preview, never HTML", async () => {
    const long = `<p><strong>Bold</strong> ${"word ".repeat(40)}</p>`;
    const id = await createQuestion(t.api, alice, { content: long });
    const list = await t.api("GET", `/api/questions?limit=100`);
    const item = list.body.items.find((q: { id: number }) => q.id === id);
    expect(item.content_preview).not.toContain("<");
    expect([...item.content_preview].length).toBeLessThanOrEqual(81);
    expect(item.content_preview.startsWith("Bold word word")).toBe(true);
  });

  it("finds Chinese text by a two-character query and English words by prefix", async () => {
    const zh = await createQuestion(t.api, alice, {
      content: "<p>番茄叶子卷曲发黄，大棚里湿度很高，是病毒病吗？</p>",
    });
    const en = await createQuestion(t.api, alice, {
      content: "<p>Should I refinance my mortgage at a 4.1% rate?</p>",
    });
    const byZh = await t.api("GET", `/api/questions?search=${encodeURIComponent("番茄")}`);
    expect(byZh.body.items.map((q: { id: number }) => q.id)).toContain(zh);
    expect(byZh.body.items.map((q: { id: number }) => q.id)).not.toContain(en);
    const byEn = await t.api("GET", "/api/questions?search=Mortg");
    expect(byEn.body.items.map((q: { id: number }) => q.id)).toEqual([en]);
    const none = await t.api("GET", `/api/questions?search=${encodeURIComponent("茄番")}`);
    expect(none.body.items.map((q: { id: number }) => q.id)).not.toContain(zh);
  });

  it.each([
    ["zh_tw", "請問在台北租屋時，房東可以不退還押金嗎？合約上寫得不清楚。", "押金"],
    ["de", "Wie lange ist die Kündigungsfrist für eine Mietwohnung in München?", "Kündigungsfrist"],
    ["fr", "Comment déclarer les revenus d'une location meublée aux impôts cette année ?", "impôts"],
    ["es", "¿Cuántos años de cotización necesito para cobrar la jubilación completa?", "jubilación"],
    ["ja", "日本で外国人が住宅ローンを組むための条件は何ですか？", "住宅"],
    ["ar", "ما هي أفضل طريقة لتعلم اللغة الصينية للمبتدئين في المساء؟", "الصينية"],
    ["pt", "Qual é o prazo para contestar uma multa de trânsito em Lisboa?", "trânsito"],
  ])("finds a %s question by a word of its content", async (_lang, sentence, word) => {
    const id = await createQuestion(t.api, alice, { content: `<p>${sentence}</p>` });
    const res = await t.api("GET", `/api/questions?limit=100&search=${encodeURIComponent(word)}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((q: { id: number }) => q.id)).toContain(id);
    expect(res.body.items.find((q: { id: number }) => q.id === id).content_preview).toBe(sentence);
  });

  it("searches through the GIN index, not a full scan", async () => {
    const plan = await t.server.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from questions where search_vector @@ ${"'养老'"}::tsquery`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("questions_search_idx");
  });

  it("filters by status", async () => {
    const open = await t.api("GET", "/api/questions?status=pending&limit=100");
    expect(open.body.items.length).toBeGreaterThan(0);
    for (const q of open.body.items) expect(q.status).toBe("pending");
    const done = await t.api("GET", "/api/questions?status=done&limit=100");
    for (const q of done.body.items) expect(q.status).toBe("done");
    const openIds = open.body.items.map((q: { id: number }) => q.id);
    expect(done.body.items.some((q: { id: number }) => openIds.includes(q.id))).toBe(false);
  });

  it.each([
    ["limit over 100", "limit=101"],
    ["negative skip", "skip=-1"],
    ["skip beyond the 10,000 served rows", "skip=10001"],
    ["non-numeric channel", "channel=abc"],
    ["unknown status", "status=open"],
    ["huge search", `search=${"x".repeat(101)}`],
  ])("refuses %s with 400", async (_name, query) => {
    const res = await t.api("GET", `/api/questions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
  });

  it("treats a punctuation-only search as matching nothing, and SQL as text", async () => {
    const res = await t.api(
      "GET",
      `/api/questions?search=${encodeURIComponent("'; drop table questions; --")}`,
    );
    expect(res.status).toBe(200);
    const punct = await t.api("GET", `/api/questions?search=${encodeURIComponent("%%%")}`);
    expect(punct.body).toEqual({ items: [], total: 0, total_capped: false });
  });
});

describe("private questions", () => {
  it("are visible only to their publisher and to experts of their channel", async () => {
    const finance = await categoryPath(t.api, "finance");
    const law = await categoryPath(t.api, "law");
    const secret = await createQuestion(t.api, alice, {
      ...finance,
      is_public: false,
      bonus_rule: "publisher_agree",
      content: "<p>私密问题 confidential zebra</p>",
    });
    const stranger = await createUser(t.api, "stranger");
    const financeExpert = await createUser(t.api, "fexpert");
    const lawExpert = await createUser(t.api, "lexpert");
    await makeExpert(t.server.app, financeExpert.id, finance.channel);
    await makeExpert(t.server.app, lawExpert.id, law.channel);

    for (const who of [undefined, stranger, lawExpert]) {
      const token = who?.token;
      expect((await t.api("GET", `/api/questions/detail/${secret}`, { token })).status).toBe(404);
      const list = await t.api("GET", "/api/questions?limit=100", { token });
      expect(list.body.items.map((q: { id: number }) => q.id)).not.toContain(secret);
      const search = await t.api("GET", "/api/questions?search=zebra", { token });
      expect(search.body.total).toBe(0);
      expect((await t.api("GET", `/api/questions/comments?question_id=${secret}`, { token })).status).toBe(
        404,
      );
    }
    for (const who of [alice, financeExpert]) {
      expect((await t.api("GET", `/api/questions/detail/${secret}`, { token: who.token })).status).toBe(200);
      const search = await t.api("GET", "/api/questions?search=zebra", { token: who.token });
      expect(search.body.items.map((q: { id: number }) => q.id)).toEqual([secret]);
    }
  });
});

describe("one poster's questions (GET /api/questions?author=, the profile /user?id=)", () => {
  it("lists the author's public questions to everyone and their private ones only to themselves", async () => {
    const finance = await categoryPath(t.api, "finance");
    const poster = await createUser(t.api, "poster");
    const other = await createUser(t.api, "other");
    const publicIds: number[] = [];
    for (let i = 0; i < 12; i++) {
      publicIds.push(await createQuestion(t.api, poster, { ...finance, content: `<p>公开问题 ${i}</p>` }));
    }
    const secret = await createQuestion(t.api, poster, {
      ...finance,
      is_public: false,
      bonus_rule: "first_reply",
      content: "<p>私密 secret</p>",
    });
    await createQuestion(t.api, other, { ...finance });
    const expert = await createUser(t.api, "pexpert");
    await makeExpert(t.server.app, expert.id, finance.channel);
    const newestFirst = [...publicIds].reverse();

    for (const token of [undefined, other.token, expert.token]) {
      const first = await t.api("GET", `/api/questions?author=${poster.id}&limit=10`, { token });
      expect(first.status).toBe(200);
      expect(first.body.total).toBe(12);
      expect(first.body.items.map((q: { id: number }) => q.id)).toEqual(newestFirst.slice(0, 10));
      for (const item of first.body.items)
        expect(item).toMatchObject({ user_id: poster.id, is_public: true });
      const second = await t.api("GET", `/api/questions?author=${poster.id}&skip=10&limit=10`, { token });
      expect(second.body.items.map((q: { id: number }) => q.id)).toEqual(newestFirst.slice(10));
    }
    // The channel's expert sees the private question in the open list, never on the poster's profile.
    const expertList = await t.api("GET", "/api/questions?search=secret", { token: expert.token });
    expect(expertList.body.items.map((q: { id: number }) => q.id)).toContain(secret);

    const own = await t.api("GET", `/api/questions?author=${poster.id}&limit=10`, { token: poster.token });
    expect(own.body.total).toBe(13);
    expect(own.body.items[0]).toMatchObject({ id: secret, is_public: false });

    // Filters combine with the author; an unknown author has no questions; a bad id is a 400.
    const searched = await t.api(
      "GET",
      `/api/questions?author=${poster.id}&search=${encodeURIComponent("公开")}`,
    );
    expect(searched.body.total).toBe(12);
    expect((await t.api("GET", "/api/questions?author=2147483647")).body).toMatchObject({
      items: [],
      total: 0,
    });
    const bad = await t.api("GET", "/api/questions?author=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_error");
  });
});

describe("detail", () => {
  it("counts a view once per viewer per day", async () => {
    const id = await createQuestion(t.api, alice);
    const bob = await createUser(t.api, "bob");
    await t.api("GET", `/api/questions/detail/${id}`, { token: bob.token });
    await t.api("GET", `/api/questions/detail/${id}`, { token: bob.token });
    await t.api("GET", `/api/questions/detail/${id}`, { headers: { "user-agent": "visitor-1" } });
    await t.api("GET", `/api/questions/detail/${id}`, { headers: { "user-agent": "visitor-1" } });
    await t.server.app.questionViews.flush();
    const last = await t.api("GET", `/api/questions/detail/${id}`, { token: alice.token });
    expect(last.body.views).toBe(2);
  });

  it("answers an unknown id with 404 and a bad id with 400", async () => {
    expect((await t.api("GET", "/api/questions/detail/99999999")).status).toBe(404);
    expect((await t.api("GET", "/api/questions/detail/abc")).status).toBe(400);
  });

  it("rejects a bad token instead of silently treating the caller as a visitor", async () => {
    const id = await createQuestion(t.api, alice);
    const res = await t.api("GET", `/api/questions/detail/${id}`, { token: "not-a-token" });
    expect(res.status).toBe(401);
  });
});
