import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fundWallet, makeExpert, setDeadline } from "../../test/db-factories.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { settleDueQuestions } from "../settlement/settle.job.js";

/**
 * Issue 17: a question or answer under moderation (pending, hidden, rejected) is gone for everyone
 * but its author — detail 404, absent from lists, counts, search, profiles — and its author sees it
 * with the moderator's note, may edit it (which resubmits it as pending, never publishes it) and an
 * answer under moderation is never paid.
 */
const { server, api } = useTestServer();

let author: TestUser;
let other: TestUser;

const moderate = async (table: "questions" | "comments", id: number, state: string, note: string) => {
  const t = sql.raw(table);
  await server.app.db.execute(
    sql`update ${t} set moderation = ${state}, moderation_note = ${note} where id = ${id}`,
  );
};

const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

beforeAll(async () => {
  author = await createUser(api, "modauthor");
  other = await createUser(api, "modother");
});

describe("a question under moderation", () => {
  it("is 404 and absent from every list, search and profile for an anonymous visitor and another user", async () => {
    const word = `隐藏${randomBytes(4).toString("hex")}`;
    const id = await createQuestion(api, author, { content: `<p>养老金怎么领取 ${word}</p>` });
    const visible = await createQuestion(api, author, { content: `<p>公开的问题 ${word}</p>` });
    await moderate("questions", id, "hidden", "spam links");

    for (const token of [undefined, other.token]) {
      const as = token ? { token } : {};
      const detail = await api("GET", `/api/questions/detail/${id}`, as);
      expect(detail.status).toBe(404);
      expect(JSON.stringify(detail.body)).not.toContain("spam links");
      const list = await api("GET", `/api/questions?search=${encodeURIComponent(word)}`, as);
      expect(ids(list.body)).toEqual([visible]);
      expect(list.body.total).toBe(1);
      const profile = await api("GET", `/api/questions?author=${author.id}&limit=50`, as);
      expect(ids(profile.body)).toContain(visible);
      expect(ids(profile.body)).not.toContain(id);
      const search = await api("GET", `/api/search?q=${encodeURIComponent(word)}&kind=questions`, as);
      expect(search.status).toBe(200);
      expect(search.body.groups.flatMap(ids)).toEqual([visible]);
      expect((await api("GET", `/api/questions/comments?question_id=${id}`, as)).status).toBe(404);
      expect((await api("GET", `/api/questions/${id}/related`, as)).status).toBe(404);
    }
    // Nor can another user act on it.
    expect((await api("POST", `/api/questions/${id}/like`, { token: other.token })).status).toBe(404);
    const answer = await api("POST", "/api/questions/comments", {
      token: other.token,
      json: { question_id: id, content: "an answer" },
    });
    expect(answer.status).toBe(404);
  });

  it("is hidden from an approved expert of its channel too (private question)", async () => {
    const expert = await createUser(api, "modexpert");
    const path = await categoryPath(api);
    await makeExpert(server.app, expert.id, path.channel);
    const id = await createQuestion(api, author, {
      ...path,
      is_public: false,
      bonus_rule: "first_reply",
    });
    expect((await api("GET", `/api/questions/detail/${id}`, { token: expert.token })).status).toBe(200);
    await moderate("questions", id, "pending", "");
    expect((await api("GET", `/api/questions/detail/${id}`, { token: expert.token })).status).toBe(404);
    const work = await api("GET", "/api/experts/questions?limit=50", { token: expert.token });
    expect(work.status).toBe(200);
    expect(ids(work.body)).not.toContain(id);
  });

  it("is shown to its author with the note, in the detail and their own lists, as rejected in review", async () => {
    const id = await createQuestion(api, author);
    await moderate("questions", id, "hidden", "offensive title");
    const detail = await api("GET", `/api/questions/detail/${id}`, { token: author.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ moderation: "hidden", moderation_note: "offensive title" });
    expect(detail.body.status).toBe("rejected");

    const mine = await api("GET", `/api/questions/my/${author.id}?limit=50`, { token: author.token });
    expect(mine.body.items.find((q: { id: number }) => q.id === id)).toMatchObject({
      moderation: "hidden",
      moderation_note: "offensive title",
    });
    const rejected = await api("GET", "/api/questions/manage?kind=questions&status=rejected&limit=50", {
      token: author.token,
    });
    expect(ids(rejected.body)).toContain(id);
    expect(rejected.body.counts.rejected).toBeGreaterThanOrEqual(1);
    const own = await api("GET", `/api/questions?author=${author.id}&status=rejected&limit=50`, {
      token: author.token,
    });
    expect(ids(own.body)).toContain(id);

    // Published questions carry nulls.
    const clean = await createQuestion(api, author);
    const cleanDetail = await api("GET", `/api/questions/detail/${clean}`, { token: other.token });
    expect(cleanDetail.body).toMatchObject({ moderation: null, moderation_note: null });
  });

  it("goes back to pending (never published) when its author edits it, the note kept", async () => {
    const id = await createQuestion(api, author);
    await moderate("questions", id, "rejected", "needs a clearer title");
    const edit = await api("PATCH", `/api/questions/${id}`, {
      token: author.token,
      json: { title: "A clearer title, resubmitted" },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.moderation).toBe("pending");
    const mine = await api("GET", `/api/questions/detail/${id}`, { token: author.token });
    expect(mine.body).toMatchObject({ moderation: "pending", moderation_note: "needs a clearer title" });
    expect((await api("GET", `/api/questions/detail/${id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/questions/detail/${id}`)).status).toBe(404);
    // Editing again keeps it pending: the author cannot approve it by any edit.
    const again = await api("PATCH", `/api/questions/${id}`, {
      token: author.token,
      json: { content: "<p>Rewritten once more</p>" },
    });
    expect(again.body.moderation).toBe("pending");
  });
});

describe("an answer under moderation", () => {
  it("is left out of the answers and their total for others, shown to its author, and cannot be rated", async () => {
    const question = await createQuestion(api, author);
    const answerer = await createUser(api, "modanswerer");
    const hidden = await createComment(api, answerer, question, "buy followers here");
    const shown = await createComment(api, other, question, "a real answer");
    await moderate("comments", hidden, "hidden", "spam");

    for (const token of [undefined, author.token, other.token]) {
      const list = await api(
        "GET",
        `/api/questions/comments?question_id=${question}`,
        token ? { token } : {},
      );
      expect(ids(list.body)).toEqual([shown]);
      expect(list.body.total).toBe(1);
      expect(JSON.stringify(list.body)).not.toContain("buy followers");
    }
    const detail = await api("GET", `/api/questions/detail/${question}`, { token: other.token });
    expect(detail.body.user_comments.map((c: { user_id: number }) => c.user_id)).toEqual([other.id]);

    const own = await api("GET", `/api/questions/comments?question_id=${question}`, {
      token: answerer.token,
    });
    expect(ids(own.body)).toEqual([hidden, shown]);
    expect(own.body.items[0]).toMatchObject({ moderation: "hidden", moderation_note: "spam" });

    const rate = await api("POST", `/api/questions/comments/${hidden}/rate`, {
      token: author.token,
      json: { score: 5 },
    });
    expect(rate.status).toBe(404);
    expect((await api("POST", `/api/questions/comments/${hidden}/like`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await api("GET", `/api/questions/comments/${hidden}/revisions`, { token: other.token })).status,
    ).toBe(404);

    // Its author's edit resubmits it: pending, still not shown to others.
    const edit = await api("PATCH", `/api/questions/comments/${hidden}`, {
      token: answerer.token,
      json: { content: "<p>A real answer this time</p>" },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.moderation).toBe("pending");
    const after = await api("GET", `/api/questions/comments?question_id=${question}`);
    expect(ids(after.body)).toEqual([shown]);
  });

  it("is never paid: the publisher picking it gets 409 answer_not_payable, and the rule skips it", async () => {
    await fundWallet(server.app, author.id, 20);
    const manual = await createQuestion(api, author, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const held = await createComment(api, other, manual, "held answer");
    await moderate("comments", held, "pending", "");
    const pay = await api("POST", "/api/questions/pay_bonus", {
      token: author.token,
      json: { question_id: manual, comment_id: held },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe("answer_not_payable");
    const still = await api("GET", `/api/questions/detail/${manual}`, { token: author.token });
    expect(still.body.settlement).toBe("open");

    // first_reply: the first answer is hidden, so the second one is paid at the deadline.
    const ruled = await createQuestion(api, author, { bonus_amount: 5, bonus_rule: "first_reply" });
    const first = await createComment(api, other, ruled, "first, hidden later");
    const second = await createComment(api, await createUser(api, "modsecond"), ruled, "second answer");
    await moderate("comments", first, "hidden", "spam");
    await setDeadline(server.app, ruled, -0.01);
    await settleDueQuestions(server.app.db);
    const settled = await api("GET", `/api/questions/detail/${ruled}`, { token: author.token });
    expect(settled.body.settlement).toBe("paid");
    expect(settled.body.paid_info).toMatchObject({ comment_id: second });
  });
});
