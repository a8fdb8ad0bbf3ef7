import { randomBytes, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleInput } from "../../test/listings-helpers.js";
import { categoryPath, createQuestion, inDays } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";

const { server, api } = useTestServer();
let admin: { id: number; token: string };
let moderator: TestUser;

// Words made for this file only: PostgreSQL runs share one database, and other files' texts must
// never meet these lists (this is also the only file that changes them).
const tag = randomBytes(3).toString("hex");
const BLOCK_ZH = `代开发票${tag}`;
const BLOCK_EN = `free money ${tag}`;
// Arabic letters with digits only: a username may not mix alphabets.
const digits = String(randomInt(1_000_000, 9_999_999));
const BLOCK_AR = `قمار${digits}`;
const REVIEW = `微信${tag}`;

const setWords = (json: { block: string[]; review: string[] }, token = admin.token) =>
  api("PUT", "/api/admin/moderation/words", { token, json });

beforeAll(async () => {
  admin = await loginAdmin(api);
  moderator = await createUser(api, "moderator");
  const granted = await api("POST", `/api/admin/users/${moderator.id}/role`, {
    token: admin.token,
    json: { role: "moderator" },
  });
  expect(granted.status).toBe(200);
});

afterAll(async () => {
  await setWords({ block: [], review: [] });
});

describe("blocked words (issue 17 item 3)", () => {
  it("only administrators read and replace the lists: a user and a moderator get 403", async () => {
    const user = await createUser(api, "wordsnoop");
    for (const token of [user.token, moderator.token]) {
      expect((await api("GET", "/api/admin/moderation/words", { token })).status).toBe(403);
      expect((await setWords({ block: ["x"], review: [] }, token)).status).toBe(403);
    }
    expect((await api("GET", "/api/admin/moderation/words")).status).toBe(401);
  });

  it("stores one entry per folded word, a word on both lists only as blocked, and raises the version", async () => {
    const before = await api("GET", "/api/admin/moderation/words", { token: admin.token });
    const res = await setWords({
      block: [BLOCK_ZH, `代開發票${tag}`, BLOCK_EN, `FREE-MONEY ${tag}`, BLOCK_AR, "!!!"],
      review: [REVIEW, BLOCK_ZH],
    });
    expect(res.status).toBe(200);
    expect(res.body.block).toEqual([BLOCK_ZH, BLOCK_EN, BLOCK_AR]);
    expect(res.body.review).toEqual([REVIEW]);
    expect(res.body.version).toBe(before.body.version + 1);
    expect(res.body.updated_by).toBe(admin.id);
    const read = await api("GET", "/api/admin/moderation/words", { token: admin.token });
    expect(read.body).toEqual(res.body);
  });

  it("refuses a conversation message holding a blocked word, and stores nothing of it (issue 18)", async () => {
    await setWords({ block: [BLOCK_ZH], review: [] });
    const seller = await createUser(api, "wordseller");
    const buyer = await createUser(api, "wordbuyer");
    const sale = await api("POST", "/api/sales", { token: seller.token, json: saleInput() });
    const subject = { kind: "sale", id: sale.body.id };
    const refused = await api("POST", "/api/conversations", {
      token: buyer.token,
      json: { peer_id: seller.id, subject, text: `可以代 開發票${tag}` },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("content_blocked");
    expect((await api("GET", "/api/conversations", { token: seller.token })).body.total).toBe(0);
    const opened = await api("POST", "/api/conversations", {
      token: buyer.token,
      json: { peer_id: seller.id, subject, text: "还在吗" },
    });
    const reply = await api("POST", `/api/conversations/${opened.body.id}/messages`, {
      token: seller.token,
      json: { text: `FREE ${BLOCK_ZH}` },
    });
    expect(reply.body.code).toBe("content_blocked");
  });

  it("refuses a question, an answer, a listing, a username and a profile holding a blocked word, in any disguise", async () => {
    await setWords({ block: [BLOCK_ZH, BLOCK_EN, BLOCK_AR], review: [REVIEW] });
    const author = await createUser(api, "wordauthor");
    const path = await categoryPath(api);
    const attempts: [string, () => Promise<{ status: number; body: { code: string; detail: string } }>][] = [
      [
        "question content, traditional and spaced",
        () =>
          api("POST", "/api/questions", {
            token: author.token,
            json: { ...path, content: `<p>本店代 開<b>發</b>票${tag}</p>`, deadline: inDays(3) },
          }),
      ],
      [
        "question title, full-width",
        () =>
          api("POST", "/api/questions", {
            token: author.token,
            json: {
              ...path,
              title: `ＦＲＥＥ　ＭＯＮＥＹ ${tag}`,
              content: "<p>hello</p>",
              deadline: inDays(3),
            },
          }),
      ],
      [
        "username, Arabic with tatweel",
        () =>
          api("POST", "/api/register", {
            json: { username: `قمـــار${digits}`, password: "correct horse battery" },
          }),
      ],
      [
        "profile",
        () =>
          api("PUT", `/api/customers/${author.id}`, {
            token: author.token,
            json: { name: `free money ${tag}` },
          }),
      ],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.status, what).toBe(422);
      expect(res.body.code, what).toBe("content_blocked");
      // Nothing in the answer helps to find the word.
      expect(JSON.stringify(res.body), what).not.toMatch(new RegExp(`${tag}|${digits}|代开|money|قمار`, "i"));
    }
    const mine = await api("GET", `/api/questions/my/${author.id}`, { token: author.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(tag);

    const sale = await api("POST", "/api/sales", {
      token: author.token,
      json: saleInput({ description: `<p>九成新，${BLOCK_EN.toUpperCase()}</p>` }),
    });
    expect(sale.status).toBe(422);
    expect(sale.body.code).toBe("content_blocked");

    const questionId = await createQuestion(api, author);
    const answer = await api("POST", "/api/questions/comments", {
      token: author.token,
      json: { question_id: questionId, content: `联系我 ${BLOCK_ZH}` },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("content_blocked");
    const edit = await api("PATCH", `/api/questions/${questionId}`, {
      token: author.token,
      json: { content: `<p>${BLOCK_EN}</p>` },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.code).toBe("content_blocked");
    const answerer = await createUser(api, "wordanswer");
    const clean = await api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: questionId, content: "先看看你的预算" },
    });
    expect(clean.status).toBe(201);
    const editAnswer = await api("PATCH", `/api/questions/comments/${clean.body.id}`, {
      token: answerer.token,
      json: { content: `<p>${BLOCK_AR}</p>` },
    });
    expect(editAnswer.status).toBe(422);
    expect(editAnswer.body.code).toBe("content_blocked");
  });

  it("lets clean text through, and a removed word stops blocking at once", async () => {
    const author = await createUser(api, "wordclean");
    await setWords({ block: [BLOCK_ZH], review: [] });
    const path = await categoryPath(api);
    const post = (content: string) =>
      api("POST", "/api/questions", { token: author.token, json: { ...path, content, deadline: inDays(3) } });
    expect((await post(`<p>如何开具增值税发票 ${tag}？</p>`)).status).toBe(201);
    expect((await post(`<p>${BLOCK_ZH}</p>`)).status).toBe(422);
    await setWords({ block: [], review: [] });
    expect((await post(`<p>${BLOCK_ZH}</p>`)).status).toBe(201);
  });
});

describe("audit log (issue 17 item 6)", () => {
  it("records a role change and a word-list change with who, what and the target, newest first", async () => {
    const user = await createUser(api, "audited");
    await api("POST", `/api/admin/users/${user.id}/role`, {
      token: admin.token,
      json: { role: "publisher" },
    });
    await setWords({ block: [`audit${tag}`], review: [] });

    const roles = await api("GET", `/api/admin/audit-log?target_type=user&target_id=${user.id}`, {
      token: admin.token,
    });
    expect(roles.status).toBe(200);
    expect(roles.body.items).toHaveLength(1);
    expect(roles.body.items[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: "admin_test",
      action: "role_change",
      target_type: "user",
      target_id: String(user.id),
      detail: { from: "user", to: "publisher" },
    });

    const words = await api("GET", `/api/admin/audit-log?action=words_change&actor_id=${admin.id}&limit=1`, {
      token: admin.token,
    });
    expect(words.body.items[0]).toMatchObject({ action: "words_change", target_type: "word_list" });
    expect(words.body.items[0].detail.block_added).toEqual([`audit${tag}`]);
    // Keyset pages: the next page holds only older entries.
    expect(words.body.next_before).toBe(words.body.items[0].id);
    const older = await api("GET", `/api/admin/audit-log?before=${words.body.next_before}&limit=5`, {
      token: admin.token,
    });
    expect(older.body.items.every((e: { id: number }) => e.id < words.body.next_before)).toBe(true);
  });

  it("is for administrators: a user and a moderator get 403", async () => {
    const user = await createUser(api, "auditsnoop");
    for (const token of [user.token, moderator.token]) {
      expect((await api("GET", "/api/admin/audit-log", { token })).status).toBe(403);
    }
  });

  it("cannot be changed or emptied by the application's own database connection", async () => {
    await api("POST", `/api/admin/users/${moderator.id}/role`, {
      token: admin.token,
      json: { role: "user" },
    });
    await api("POST", `/api/admin/users/${moderator.id}/role`, {
      token: admin.token,
      json: { role: "moderator" },
    });
    const { db } = server.app;
    const target = String(moderator.id);
    const count = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int as n from audit_log where target_type = 'user' and target_id = ${target}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      );
    const entries = await count();
    expect(entries).toBeGreaterThanOrEqual(3);
    // Drizzle wraps the database's refusal: the trigger's own message is the cause.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return "accepted";
      } catch (err) {
        return String((err as { cause?: unknown }).cause ?? err);
      }
    };
    expect(
      await refusal(sql`update audit_log set note = 'nothing happened' where target_id = ${target}`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_log where target_id = ${target}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(sql`truncate audit_log cascade`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(entries);
  });
});
