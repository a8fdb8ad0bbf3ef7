import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, makeExpert, setDeadline } from "../../test/db-factories.js";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { payToComment } from "../settlement/bonus.service.js";
import { settleDueQuestions } from "../settlement/settle.job.js";
import { moneyTransaction } from "../wallet/ledger.js";

const t = serverForFile();
const { author, answerer, stranger } = usersForFile(t, "author", "answerer", "stranger");

const answer = async (user: TestUser, questionId: number, content: string, format?: "html" | "text") => {
  const res = await t.api("POST", "/api/questions/comments", {
    token: user.token,
    json: { question_id: questionId, content, ...(format ? { format } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; content: string; format: string; edited_at: string | null };
};
const commentsOf = async (questionId: number, query = "", user?: TestUser) =>
  (await t.api("GET", `/api/questions/comments?question_id=${questionId}${query}`, { token: user?.token }))
    .body.items as {
    id: number;
    content: string;
    is_paid: boolean;
    format: string;
    edited_at: string | null;
  }[];
const balance = async (u: TestUser) =>
  (await t.api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;
const pay = (questionId: number, commentId: number) =>
  moneyTransaction(t.server.app.db, (tx) => payToComment(tx, questionId, commentId, "publisher"));

describe("editing a question", () => {
  it("changes title and content, keeps the money fields, and lists the edit as a revision (who, when, what)", async () => {
    const id = await createQuestion(t.api, author, { content: "<p>Old question text</p>" });
    const before = (await t.api("GET", `/api/questions/detail/${id}`)).body;
    expect(before.edited_at).toBeNull();
    const res = await t.api("PATCH", `/api/questions/${id}`, {
      token: author.token,
      json: {
        title: "  A clearer title  ",
        content: '<p>New text <img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
        // Money and visibility are not part of an edit: ignored, never applied.
        bonus_amount: 999,
        deadline: "2020-01-01T00:00:00Z",
        bonus_rule: "first_reply",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await t.api("GET", `/api/questions/detail/${id}`)).body;
    expect(after.title).toBe("A clearer title");
    expect(after.content).toBe("<p>New text </p>");
    expect(after.edited_at).toBe(res.body.edited_at);
    expect([after.bonus_amount, after.deadline, after.bonus_rule]).toEqual([
      before.bonus_amount,
      before.deadline,
      before.bonus_rule,
    ]);

    // Anyone who can see the question, logged in or not, reads the history.
    const history = await t.api("GET", `/api/questions/${id}/revisions`);
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({
      editor_id: author.id,
      editor_name: author.username,
      title_before: before.title,
      title_after: "A clearer title",
      content_before: "<p>Old question text</p>",
      content_after: "<p>New text </p>",
    });
    expect(Date.parse(history.body.items[0].created_at)).toBeGreaterThan(Date.now() - 60_000);

    // The search finds the new words, not only the old ones.
    const search = await t.api("GET", `/api/questions?search=${encodeURIComponent("clearer")}`);
    expect(search.body.items.map((q: { id: number }) => q.id)).toContain(id);
  });

  it("refuses another user (403 not_author) and a reader of nothing (404 for a private question)", async () => {
    const id = await createQuestion(t.api, author);
    const other = await t.api("PATCH", `/api/questions/${id}`, {
      token: stranger.token,
      json: { content: "<p>hijacked</p>" },
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("not_author");
    const del = await t.api("DELETE", `/api/questions/${id}`, { token: stranger.token });
    expect(del.status).toBe(403);
    expect(del.body.code).toBe("not_author");
    expect((await t.api("GET", `/api/questions/${id}/revisions`)).body.items).toEqual([]);
    expect((await t.api("GET", `/api/questions/detail/${id}`)).body.content).not.toContain("hijacked");

    const privateId = await createQuestion(t.api, author, {
      is_public: false,
      bonus_rule: "publisher_agree",
    });
    const hidden = await t.api("PATCH", `/api/questions/${privateId}`, {
      token: stranger.token,
      json: { title: "mine now" },
    });
    expect(hidden.status).toBe(404);
    expect(
      (await t.api("GET", `/api/questions/${privateId}/revisions`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await t.api("PATCH", `/api/questions/${id}`, { json: { title: "anon" } })).status).toBe(401);
  });

  it("refuses an empty edit and a content that sanitizes to nothing", async () => {
    const id = await createQuestion(t.api, author);
    expect((await t.api("PATCH", `/api/questions/${id}`, { token: author.token, json: {} })).status).toBe(
      400,
    );
    const blank = await t.api("PATCH", `/api/questions/${id}`, {
      token: author.token,
      json: { content: "<script>alert(1)</script>" },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe("blank_content");
  });

  it("is refused once the bonus is settled (409 question_settled)", async () => {
    const publisher = await createUser(t.api, "rev_settled");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const c = await answer(answerer, id, "an answer");
    await pay(id, c.id);
    const res = await t.api("PATCH", `/api/questions/${id}`, {
      token: publisher.token,
      json: { title: "late" },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("question_settled");
  });
});

describe("deleting a question", () => {
  it("soft-deletes an unanswered question, refunds its escrow through the ledger and hides it everywhere", async () => {
    const publisher = await createUser(t.api, "rev_del");
    await fundWallet(t.server.app, publisher.id, 20);
    const title = `vanishing ${Date.now()}`;
    const id = await createQuestion(t.api, publisher, {
      content: `<p>${title}</p>`,
      bonus_amount: 8,
      bonus_rule: "publisher_agree",
    });
    expect(await balance(publisher)).toBe(12);
    const res = await t.api("DELETE", `/api/questions/${id}`, { token: publisher.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted: true, refunded_amount: 8 });
    expect(await balance(publisher)).toBe(20);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);

    // Gone for others and for the publisher: detail, lists, search, comments, a second delete.
    expect((await t.api("GET", `/api/questions/detail/${id}`)).status).toBe(404);
    expect((await t.api("GET", `/api/questions/detail/${id}`, { token: publisher.token })).status).toBe(404);
    const list = await t.api("GET", `/api/questions?author=${publisher.id}`);
    expect(list.body.items.map((q: { id: number }) => q.id)).not.toContain(id);
    const mine = await t.api("GET", `/api/questions/my/${publisher.id}`, { token: publisher.token });
    expect(mine.body.items.map((q: { id: number }) => q.id)).not.toContain(id);
    const manage = await t.api("GET", "/api/questions/manage", { token: publisher.token });
    expect(manage.body.items.map((q: { id: number }) => q.id)).not.toContain(id);
    const search = await t.api("GET", `/api/search?kind=questions&q=${encodeURIComponent(title)}`);
    expect(JSON.stringify(search.body)).not.toContain(`"id":${id},`);
    expect((await t.api("GET", `/api/questions/comments?question_id=${id}`)).status).toBe(404);
    const late = await t.api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: id, content: "too late" },
    });
    expect(late.status).toBe(404);
    expect((await t.api("DELETE", `/api/questions/${id}`, { token: publisher.token })).status).toBe(404);
    // Settlement never touches it again (already refunded).
    await setDeadline(t.server.app, id, -1);
    await settleDueQuestions(t.server.app.db);
    expect(await balance(publisher)).toBe(20);
  });

  it("is refused with 409 question_has_answers while it has answers", async () => {
    const id = await createQuestion(t.api, author);
    await createComment(t.api, answerer, id, "I answer");
    const res = await t.api("DELETE", `/api/questions/${id}`, { token: author.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("question_has_answers");
    expect((await t.api("GET", `/api/questions/detail/${id}`)).status).toBe(200);
  });

  it("is refused with 409 question_paid once its bonus was paid", async () => {
    const publisher = await createUser(t.api, "rev_paid");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const c = await answer(answerer, id, "paid answer");
    await pay(id, c.id);
    // Even with the paid answer's row gone from the count, the payment alone blocks deletion.
    await t.server.app.db.execute(sql`update comments set deleted_at = now() where id = ${c.id}`);
    const res = await t.api("DELETE", `/api/questions/${id}`, { token: publisher.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("question_paid");
  });
});

const BETTER =
  '<p>Better <a rel="noopener noreferrer nofollow ugc" target="_blank">x</a></p><pre><code>npm i</code></pre>';

describe("editing and deleting an answer", () => {
  it("edits the author's own answer as sanitized rich text and lists the revision", async () => {
    const id = await createQuestion(t.api, author);
    const c = await answer(answerer, id, "First draft\nsecond line <b>not bold</b>");
    expect(c.format).toBe("text");
    const res = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
      token: answerer.token,
      json: { content: '<p>Better <a href="javascript:alert(1)">x</a></p><pre><code>npm i</code></pre>' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [edited] = await commentsOf(id);
    expect(edited).toMatchObject({ id: c.id, format: "html", edited_at: res.body.edited_at });
    expect(edited?.content).toBe(BETTER);

    const history = await t.api("GET", `/api/questions/comments/${c.id}/revisions`);
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({
      editor_id: answerer.id,
      editor_name: answerer.username,
      title_before: null,
      title_after: null,
      // The plain-text original, escaped into HTML so it shows as it was written.
      content_before: "<p>First draft<br>second line &lt;b&gt;not bold&lt;/b&gt;</p>",
      content_after: BETTER,
    });
  });

  it("refuses another user (403 not_author), also the question's publisher", async () => {
    const id = await createQuestion(t.api, author);
    const c = await answer(answerer, id, "mine");
    for (const user of [stranger, author]) {
      const edit = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
        token: user.token,
        json: { content: "<p>changed</p>" },
      });
      expect(edit.status).toBe(403);
      expect(edit.body.code).toBe("not_author");
      const del = await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: user.token });
      expect(del.status).toBe(403);
    }
    expect((await commentsOf(id))[0]?.content).toBe("mine");
  });

  it("answers of a private question are 404 to whoever cannot see it", async () => {
    const id = await createQuestion(t.api, author, { is_public: false, bonus_rule: "publisher_agree" });
    const expert = await createUser(t.api, "rev_expert");
    await makeExpert(t.server.app, expert.id, (await categoryPath(t.api)).channel);
    const c = await answer(expert, id, "expert answer");
    const edit = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
      token: stranger.token,
      json: { content: "<p>x</p>" },
    });
    expect(edit.status).toBe(404);
    expect((await t.api("GET", `/api/questions/comments/${c.id}/revisions`)).status).toBe(404);
    expect(
      (await t.api("GET", `/api/questions/comments/${c.id}/revisions`, { token: author.token })).status,
    ).toBe(200);
  });

  it("locks a paid answer: no edit, no delete (409 answer_paid)", async () => {
    const publisher = await createUser(t.api, "rev_lock");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const c = await answer(answerer, id, "the best answer");
    await pay(id, c.id);
    const edit = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
      token: answerer.token,
      json: { content: "<p>now an advert</p>" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("answer_paid");
    const del = await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: answerer.token });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe("answer_paid");
  });

  it("does not let a rated answer's text change under its ratings (409 answer_rated)", async () => {
    const id = await createQuestion(t.api, author, { bonus_rule: "highest_comment_score" });
    const c = await answer(answerer, id, "a genuinely good answer");
    const rated = await t.api("POST", `/api/questions/comments/${c.id}/rate`, {
      token: author.token,
      json: { score: 5 },
    });
    expect(rated.status).toBe(200);
    const edit = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
      token: answerer.token,
      json: { content: "<p>buy my course</p>" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("answer_rated");
  });

  it("freezes answers once the question's deadline passed (409 answer_locked)", async () => {
    const id = await createQuestion(t.api, author, { bonus_rule: "publisher_agree" });
    const c = await answer(answerer, id, "before the deadline");
    await setDeadline(t.server.app, id, -0.01);
    const edit = await t.api("PATCH", `/api/questions/comments/${c.id}`, {
      token: answerer.token,
      json: { content: "<p>rewritten after seeing the others</p>" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("answer_locked");
    const del = await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: answerer.token });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe("answer_locked");
  });

  it("soft-deletes an answer: gone from the list and the count, never paid by a rule, the question deletable", async () => {
    const publisher = await createUser(t.api, "rev_cdel");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 4, bonus_rule: "first_reply" });
    const c = await answer(answerer, id, "first, then withdrawn");
    const res = await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: answerer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await t.api("GET", `/api/questions/comments?question_id=${id}`);
    expect(list.body).toMatchObject({ items: [], total: 0 });
    expect((await t.api("GET", `/api/questions/detail/${id}`)).body.comments).toBe(0);
    // Reactions, ratings and edits of a deleted answer: 404.
    const like = await t.api("POST", `/api/questions/comments/${c.id}/like`, {
      token: stranger.token,
      json: {},
    });
    expect(like.status).toBe(404);
    expect(
      (
        await t.api("PATCH", `/api/questions/comments/${c.id}`, {
          token: answerer.token,
          json: { content: "x" },
        })
      ).status,
    ).toBe(404);
    // first_reply at the deadline: the deleted first answer does not win; the second one does.
    const second = await answer(stranger, id, "second answer");
    await setDeadline(t.server.app, id, -1);
    await settleDueQuestions(t.server.app.db);
    const paid = await queryRows<{ paid_comment_id: number | null }>(
      t.server.app.db,
      sql`select paid_comment_id from questions where id = ${id}`,
    );
    expect(paid[0]?.paid_comment_id).toBe(second.id);
  });

  it("never pays a deleted answer, also not by the publisher's hand", async () => {
    const publisher = await createUser(t.api, "rev_paydel");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 2, bonus_rule: "publisher_agree" });
    const c = await answer(answerer, id, "withdrawn before payment");
    expect((await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: answerer.token })).status).toBe(
      200,
    );
    await expect(pay(id, c.id)).rejects.toMatchObject({ statusCode: 404, code: "comment_not_found" });
    expect((await t.api("GET", `/api/questions/detail/${id}`)).body.settlement).toBe("open");
  });

  it("lets the publisher delete a question whose only answer was deleted", async () => {
    const id = await createQuestion(t.api, author);
    const c = await answer(answerer, id, "withdrawn");
    expect((await t.api("DELETE", `/api/questions/comments/${c.id}`, { token: answerer.token })).status).toBe(
      200,
    );
    expect((await t.api("DELETE", `/api/questions/${id}`, { token: author.token })).status).toBe(200);
  });
});

describe("rich answers", () => {
  it("sanitizes an HTML answer like a question (XSS stripped, code blocks kept); plain text stays text", async () => {
    const id = await createQuestion(t.api, author);
    const rich = await answer(
      answerer,
      id,
      '<p onclick="steal()">Use <code>map</code>:</p><pre><code>const x = [1].map((n) =&gt; n * 2);</code></pre>' +
        '<img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe><script>alert(1)</script>' +
        '<a href="https://example.com" onmouseover="x()">docs</a><svg onload="alert(1)"></svg><p></p><p><br></p>',
      "html",
    );
    expect(rich.format).toBe("html");
    expect(rich.content).toBe(
      "<p>Use <code>map</code>:</p><pre><code>const x = [1].map((n) =&gt; n * 2);</code></pre>" +
        '<a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">docs</a>',
    );
    const plain = await answer(answerer, id, "<script>alert(1)</script> is shown as text");
    expect(plain).toMatchObject({ format: "text", content: "<script>alert(1)</script> is shown as text" });

    const empty = await t.api("POST", "/api/questions/comments", {
      token: answerer.token,
      json: { question_id: id, content: "<script>alert(1)</script><p> </p>", format: "html" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("blank_content");
  });
});

describe("answer order", () => {
  it("pins the paid answer first and sorts by score or newest", async () => {
    const publisher = await createUser(t.api, "rev_sort");
    await fundWallet(t.server.app, publisher.id, 10);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 3, bonus_rule: "publisher_agree" });
    const raters = await Promise.all([createUser(t.api, "rev_r1"), createUser(t.api, "rev_r2")]);
    const a = await answer(answerer, id, "a: oldest");
    const b = await answer(stranger, id, "b: middle");
    const c = await answer(raters[0] as TestUser, id, "c: newest");
    const rate = (user: TestUser, commentId: number, score: number) =>
      t.api("POST", `/api/questions/comments/${commentId}/rate`, { token: user.token, json: { score } });
    // b: 5 and 4 (4.5); c: 3; a: unrated.
    await rate(publisher, b.id, 5);
    await rate(raters[1] as TestUser, b.id, 4);
    await rate(publisher, c.id, 3);

    const ids = async (query: string) => (await commentsOf(id, query)).map((x) => x.id);
    expect(await ids("")).toEqual([a.id, b.id, c.id]);
    expect(await ids("&sort=oldest")).toEqual([a.id, b.id, c.id]);
    expect(await ids("&sort=newest")).toEqual([c.id, b.id, a.id]);
    expect(await ids("&sort=score")).toEqual([b.id, c.id, a.id]);
    expect((await t.api("GET", `/api/questions/comments?question_id=${id}&sort=best`)).status).toBe(400);

    // The paid answer comes first in every order, and on the first page.
    await pay(id, a.id);
    expect(await ids("&sort=newest")).toEqual([a.id, c.id, b.id]);
    expect(await ids("&sort=score")).toEqual([a.id, b.id, c.id]);
    expect(await ids("&sort=score&limit=1")).toEqual([a.id]);
    expect((await commentsOf(id, "&sort=score"))[0]?.is_paid).toBe(true);
  });
});
