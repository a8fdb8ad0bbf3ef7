import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const t = serverForFile();
const { author, answerer } = usersForFile(t, "author", "answerer");

/** POST /api/questions/comments/{id}/{action} (like, unlike, dislike, undislike, rate) as `user`, or anonymously. */
const onComment = (commentId: number, action: string, user?: TestUser, json?: object) =>
  t.api("POST", `/api/questions/comments/${commentId}/${action}`, {
    ...(user ? { token: user.token } : {}),
    ...(json ? { json } : {}),
  });

describe("comments", () => {
  it("adds an answer, counts it on the question and lists comments oldest first", async () => {
    const id = await createQuestion(t.api, author);
    const res = await t.api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: id, content: "  Put 12,000 yuan a year into the account.  ", user_id: author.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      question_id: id,
      user_id: answerer.id,
      username: answerer.username,
      content: "Put 12,000 yuan a year into the account.",
      likes_count: 0,
      is_paid: false,
      rating_avg: null,
    });
    await createComment(t.api, author, id, "Thanks, and what about tax?");
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}&skip=0&limit=20`);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((c: { user_id: number }) => c.user_id)).toEqual([answerer.id, author.id]);
    const detail = await t.api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.comments).toBe(2);
    expect(detail.body.user_comments).toEqual([
      { user_id: answerer.id, is_paid: false },
      { user_id: author.id, is_paid: false },
    ]);
  });

  it("pages comments 20 at a time", async () => {
    const id = await createQuestion(t.api, author);
    for (let i = 0; i < 22; i++) await createComment(t.api, answerer, id, `answer ${i}`);
    const first = await t.api("GET", `/api/questions/comments?question_id=${id}`);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.total).toBe(22);
    const second = await t.api("GET", `/api/questions/comments?question_id=${id}&skip=20`);
    expect(second.body.items.map((c: { content: string }) => c.content)).toEqual(["answer 20", "answer 21"]);
  });

  it.each([
    ["blank", { content: "   \n\t " }, "blank_content"],
    ["too long", { content: "x".repeat(10_001) }, "validation_error"],
    ["not an upload", { content: "x", files: ["http://evil/x.exe"] }, "validation_error"],
  ])("refuses a %s comment", async (_name, body, code) => {
    const id = await createQuestion(t.api, author);
    const res = await t.api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: id, ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it("refuses comments on a missing or invisible question (404) and from visitors (401)", async () => {
    const secret = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const res = await t.api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: secret, content: "peek" },
    });
    expect(res.status).toBe(404);
    expect(
      (await t.api("POST", "/api/questions/comments", { json: { question_id: secret, content: "x" } }))
        .status,
    ).toBe(401);
  });

  it("sets likes and dislikes as states (spec 4): like removes a dislike, unlike/undislike clear", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    const act = async (action: string) => {
      const res = await onComment(commentId, action, author, { user_id: answerer.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect(await act("like")).toEqual({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    expect(await act("dislike")).toEqual({ likes_count: 0, dislikes_count: 1, my_reaction: "dislike" });
    expect(await act("like")).toEqual({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    expect(await act("undislike")).toEqual({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    expect(await act("unlike")).toEqual({ likes_count: 0, dislikes_count: 0, my_reaction: null });
    expect(await act("dislike")).toEqual({ likes_count: 0, dislikes_count: 1, my_reaction: "dislike" });
    expect(await act("unlike")).toEqual({ likes_count: 0, dislikes_count: 1, my_reaction: "dislike" });
    expect(await act("undislike")).toEqual({ likes_count: 0, dislikes_count: 0, my_reaction: null });
  });

  it("is idempotent: a retried like or dislike changes nothing", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    const act = (action: string) => onComment(commentId, action, author);
    expect((await act("like")).body).toEqual({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    expect((await act("like")).body).toEqual({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    expect((await act("dislike")).body.dislikes_count).toBe(1);
    expect((await act("dislike")).body).toEqual({
      likes_count: 0,
      dislikes_count: 1,
      my_reaction: "dislike",
    });
    expect((await act("undislike")).body.dislikes_count).toBe(0);
    expect((await act("undislike")).body).toEqual({ likes_count: 0, dislikes_count: 0, my_reaction: null });
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`, { token: author.token });
    expect(list.body.items[0]).toMatchObject({ likes_count: 0, dislikes_count: 0, my_reaction: null });
  });

  it("counts twenty concurrent likes by one user once", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => onComment(commentId, "like", author, {})),
    );
    for (const r of results) expect(r.status).toBe(200);
    for (const r of results) expect(r.body).toMatchObject({ likes_count: 1, my_reaction: "like" });
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`, { token: author.token });
    expect(list.body.items[0]).toMatchObject({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    const rows = await queryRows<{ n: number }>(
      t.server.app.db,
      sql`select count(*)::int as n from comment_reactions where comment_id = ${commentId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps counters exact under concurrent flips by many users", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => createUser(t.api, "crowd")));
    await Promise.all(
      crowd.flatMap((u) =>
        ["like", "dislike", "unlike", "like", "undislike", "dislike"].map((action) =>
          onComment(commentId, action, u),
        ),
      ),
    );
    const rows = await queryRows<{ kind: string; n: number }>(
      t.server.app.db,
      sql`select kind, count(*)::int as n from comment_reactions where comment_id = ${commentId} group by kind`,
    );
    const real = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`);
    expect(list.body.items[0].likes_count).toBe(real("like"));
    expect(list.body.items[0].dislikes_count).toBe(real("dislike"));
  });

  it("does not let the author react to their own comment, nor anyone without a token", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    for (const action of ["like", "unlike", "dislike", "undislike"]) {
      const own = await onComment(commentId, action, answerer);
      expect(own.status).toBe(403);
      expect(own.body.code).toBe("cannot_react_own");
      const anonymous = await onComment(commentId, action);
      expect(anonymous.status).toBe(401);
    }
    const missing = await onComment(99999999, "like", author);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("comment_not_found");
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`);
    expect(list.body.items[0]).toMatchObject({ likes_count: 0, dislikes_count: 0 });
  });

  it("hides a private question's comments from reactions by outsiders (404)", async () => {
    const secret = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const commentId = await createComment(t.api, author, secret);
    for (const action of ["like", "unlike", "dislike", "undislike"]) {
      const res = await onComment(commentId, action, answerer);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("comment_not_found");
    }
  });

  it("rates comments 1-5, never one's own", async () => {
    const id = await createQuestion(t.api, author);
    const commentId = await createComment(t.api, answerer, id);
    const res = await onComment(commentId, "rate", author, { score: 5 });
    expect(res.body).toEqual({ my_rating: 5, rating_avg: 5, rating_count: 1 });
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`, { token: author.token });
    expect(list.body.items[0]).toMatchObject({ user_rating: 5, rating_avg: 5, rating_count: 1 });
    const own = await onComment(commentId, "rate", answerer, { score: 5 });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe("cannot_rate_own");
    const bad = await onComment(commentId, "rate", author, { score: 9 });
    expect(bad.status).toBe(400);
    expect((await onComment(99999999, "rate", author, { score: 3 })).status).toBe(404);
  });
});

describe("notification of a new answer", () => {
  it("tells the publisher in their language, in the answer's transaction, and not for their own comments", async () => {
    const publisher = await createUser(t.api, "notified");
    await t.api("PUT", `/api/customers/${publisher.id}`, { token: publisher.token, json: { lang: "de" } });
    const id = await createQuestion(t.api, publisher, { content: "<p>Wie dünge ich Tomaten?</p>" });
    await createComment(t.api, publisher, id, "Ergänzung des Fragestellers");
    await createComment(t.api, answerer, id, "Mit Kalium, sparsam mit Stickstoff.");
    const inbox = await t.api("GET", `/api/messages/user/${publisher.id}`, { token: publisher.token });
    expect(inbox.body.items).toHaveLength(1);
    expect(inbox.body.items[0]).toMatchObject({
      kind: "comment_received",
      title: "Neue Antwort auf Ihre Frage",
      content: `${answerer.username} hat Ihre Frage „Wie dünge ich Tomaten?“ beantwortet.`,
      is_read: false,
    });
  });
});
