import { randomBytes, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { similarityTerms } from "../../lib/search-tokens.js";
import { usersForFile } from "../../test/file-server.js";
import { createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { explainSimilar } from "./similar.queries.js";
import { similarQuestions } from "./similar.service.js";

const { server, api } = useTestServer();
const { alice, bob } = usersForFile({ api }, "alice", "bob");

/** Made-up words unique to this run, so only this file's questions match them. */
const en = `zq${randomBytes(3).toString("hex")}`;
const han = () => String.fromCodePoint(0x4e00 + randomInt(0, 0x5000));
const zh = `${han()}${han()}${han()}`;

const similar = (q: string, token?: string) =>
  api("GET", `/api/questions/similar?q=${encodeURIComponent(q)}`, token ? { token } : {});
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe("similarity terms", () => {
  it("compares CJK by bigrams, words whole, and the last word being typed by prefix", () => {
    expect(similarityTerms("养老保险 how to get visa")).toEqual([
      "'养老'",
      "'老保'",
      "'保险'",
      "'how'",
      "'to'",
      "'get'",
      "'visa':*",
    ]);
    expect(similarityTerms("visa, please.")).toEqual(["'visa'", "'please'"]);
  });
});

describe("GET /api/questions/similar", () => {
  it("finds a public question by a Chinese word and by an English word, never a private one", async () => {
    const shown = await createQuestion(api, alice, {
      content: `<p>退休以后${zh}怎么申请？ How do I apply for the ${en} allowance?</p>`,
    });
    const bobsPrivate = await createQuestion(api, bob, {
      content: `<p>${zh}的私密问题 private ${en} allowance</p>`,
      is_public: false,
      bonus_rule: "first_reply",
    });
    const alicesPrivate = await createQuestion(api, alice, {
      content: `<p>我自己的${zh}私密问题 ${en} allowance</p>`,
      is_public: false,
      bonus_rule: "first_reply",
    });

    // Typing a new question in Chinese, then in English (the last word still being typed).
    const byChinese = await similar(`我想知道${zh}怎么申`, alice.token);
    expect(byChinese.status).toBe(200);
    expect(ids(byChinese.body)).toContain(shown);
    const byEnglish = await similar(`which documents does the ${en} allow`);
    expect(byEnglish.status).toBe(200);
    expect(ids(byEnglish.body)[0]).toBe(shown);
    expect(byEnglish.body.items[0]).toMatchObject({ id: shown, answers: 0, is_paid: false });

    // Private questions are never suggested: not another user's, and (the answer is the same for every
    // caller, so it is cached for everyone) not even one's own.
    for (const res of [byChinese, byEnglish, await similar(`${en} allowance`, bob.token)]) {
      expect(ids(res.body)).not.toContain(bobsPrivate);
      expect(ids(res.body)).not.toContain(alicesPrivate);
    }
  });

  it("leaves out deleted questions and finds nothing for unrelated text", async () => {
    const word = `zd${randomBytes(3).toString("hex")}`;
    const gone = await createQuestion(api, alice, { content: `<p>About ${word} and taxes</p>` });
    expect(ids((await similar(`${word} taxes`)).body)).toContain(gone);
    await server.app.db.execute(sql`update questions set deleted_at = now() where id = ${gone}`);
    const after = await api("GET", `/api/questions/similar?q=${encodeURIComponent(`${word} taxes`)}`, {
      headers: { "cache-control": "no-cache" },
    });
    expect(ids(after.body)).not.toContain(gone);
    const nothing = await similar(`zz${randomBytes(4).toString("hex")} qq${randomBytes(4).toString("hex")}`);
    expect(nothing.body).toEqual({ items: [] });
  });

  it("refuses an empty or too long text with 400", async () => {
    expect((await similar(" ")).status).toBe(400);
    expect((await similar("x".repeat(301))).status).toBe(400);
  });
});

describe("GET /api/questions/:id/related", () => {
  it("lists similar public questions, never the question itself nor a private one", async () => {
    const word = `zr${randomBytes(3).toString("hex")}`;
    const source = await createQuestion(api, alice, {
      content: `<p>How is the ${word} pension taxed abroad?</p>`,
    });
    const like = await createQuestion(api, bob, { content: `<p>Is the ${word} pension taxed twice?</p>` });
    const hidden = await createQuestion(api, bob, {
      content: `<p>Private: ${word} pension taxed</p>`,
      is_public: false,
      bonus_rule: "first_reply",
    });
    const res = await api("GET", `/api/questions/${source}/related`);
    expect(res.status).toBe(200);
    expect(ids(res.body)[0]).toBe(like);
    expect(ids(res.body)).not.toContain(source);
    expect(ids(res.body)).not.toContain(hidden);
    expect(res.body.items.length).toBeLessThanOrEqual(5);
    // Filled up with the newest of its category when few are similar.
    for (let i = 0; i < 4; i++) await createQuestion(api, bob, { content: `<p>Unrelated ${i}</p>` });
    const filled = await api("GET", `/api/questions/${source}/related`, { token: bob.token });
    expect(filled.body.items).toHaveLength(5);
    expect(ids(filled.body)[0]).toBe(like);
    expect(ids(filled.body)).not.toContain(source);
  });

  it("is 404 for a private question to anyone but those who may see it", async () => {
    const secret = await createQuestion(api, alice, {
      content: `<p>secret ${randomBytes(3).toString("hex")}</p>`,
      is_public: false,
      bonus_rule: "first_reply",
    });
    expect((await api("GET", `/api/questions/${secret}/related`)).status).toBe(404);
    expect((await api("GET", `/api/questions/${secret}/related`, { token: bob.token })).status).toBe(404);
    const own = await api("GET", `/api/questions/${secret}/related`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(ids(own.body)).not.toContain(secret);
    expect((await api("GET", "/api/questions/999999999/related")).status).toBe(404);
  });
});

class Rollback extends Error {}

/**
 * 100,000 questions inside a transaction that is rolled back afterwards (the database is shared with
 * other test files): a lookup reads the newest rows on the list index and the rare terms from the GIN
 * index, never the whole table, with or without statistics.
 */
describe("similar questions at 100k rows", () => {
  it("walk the list index for the window and use the GIN index for rare terms", async () => {
    const plans: { counts: string; matches: string }[] = [];
    let found: number[] = [];
    let rareIds: number[] = [];
    await server.app.db
      .transaction(async (tx) => {
        const db = tx as unknown as Db;
        await db.execute(sql`
          insert into questions (user_id, title, channel_id, category_top_id, content, content_text, bonus_rule, deadline, search_vector, created_at)
          select ${alice.id}, 'bulk ' || g, c.channel_id, c.id, '<p>filler</p>', 'filler', 'highest_comment_score', now() + interval '7 days',
            case when g % 20000 = 0 then array_to_tsvector(array['养老', '金融', 'pension', 'filler'])
                 else array_to_tsvector(array['filler', 'w' || (g % 5000)]) end,
            now() - make_interval(secs => g)
          from generate_series(1, 100000) g, (select id, channel_id from categories where parent_id is null limit 1) c`);
        const input = {
          terms: [
            { term: "'养老'", weight: 8, distinctive: true },
            { term: "'金融'", weight: 8, distinctive: true },
            { term: "'pension'", weight: 8, distinctive: true },
            { term: "'filler'", weight: 0.1, distinctive: false },
          ],
          limit: 5,
          minMatched: 2,
        };
        plans.push(await explainSimilar(db, input));
        await db.execute(sql`analyze questions`);
        plans.push(await explainSimilar(db, input));
        found = (await similarQuestions(db, "养老金融 pension")).items.map((i) => i.id);
        rareIds = (
          await queryRows<{ id: number }>(
            db,
            sql`select id from questions where title in ('bulk 20000', 'bulk 40000', 'bulk 60000', 'bulk 80000', 'bulk 100000') order by created_at desc`,
          )
        ).map((r) => Number(r.id));
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(found).toEqual(rareIds);
    for (const plan of plans) {
      expect(plan.counts, plan.counts).toContain("Index Scan using questions_created_idx");
      expect(plan.matches, plan.matches).toContain("Bitmap Index Scan on questions_search_idx");
      expect(plan.matches).toContain("Index Scan using questions_created_idx");
      expect(`${plan.counts}\n${plan.matches}`).not.toMatch(/Seq Scan on questions/);
    }
  }, 120_000);
});
