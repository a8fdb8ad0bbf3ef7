import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, makeExpert, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { askAndAnswer, payBonusTo } from "../../test/wallet-factories.js";
import { APPEAL_WINDOW_DAYS, settleDueQuestions } from "./settle.job.js";

const t = serverForFile();

const balance = async (u: TestUser) =>
  (await t.api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body;
const detail = async (id: number, u?: TestUser) =>
  (await t.api("GET", `/api/questions/detail/${id}`, { token: u?.token })).body;
const messagesOf = (u: TestUser) =>
  queryRows<{ kind: string; title: string }>(
    t.server.app.db,
    sql`select kind, title from messages where user_id = ${u.id} order by id`,
  );

/** The publisher's manual payment of the bonus to an answer. */
const payBonus = (u: TestUser, questionId: number, commentId: number) =>
  t.api("POST", "/api/questions/pay_bonus", {
    token: u.token,
    json: { question_id: questionId, comment_id: commentId },
  });
/** An appeal for the bonus (`extra`: more body fields, which the server must ignore). */
const appealBonus = (u: TestUser, questionId: number, extra: object = {}) =>
  t.api("POST", "/api/questions/appeal", { token: u.token, json: { question_id: questionId, ...extra } });

/** Moves the question's deadline `days` from now (negative: past) and runs one settlement pass. */
async function settleWithDeadline(id: number, days: number) {
  await setDeadline(t.server.app, id, days);
  return settleDueQuestions(t.server.app.db);
}

async function funded(prefix: string, yuan: number) {
  const user = await createUser(t.api, prefix);
  if (yuan) await fundWallet(t.server.app, user.id, yuan);
  return user;
}

describe("escrow at publish", () => {
  it("moves bonus and fee into escrow in the same transaction as the question", async () => {
    const publisher = await funded("pub", 100);
    await createQuestion(t.api, publisher, { bonus_amount: 30, paid_amount: 10.5 });
    expect(await balance(publisher)).toEqual({ balance: 59.5, withdrawable: 0, total_receive_bonus: 0 });
    const log = await t.api("GET", `/api/customer_balances/${publisher.id}/my_recharge_logs`, {
      token: publisher.token,
    });
    expect(log.body.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ["pay_bonus", -40.5],
      ["recharge", 100],
    ]);
  });

  it("refuses with 402 and creates no question when the balance is short", async () => {
    const publisher = await funded("poor", 5);
    const res = await t.api("POST", "/api/questions", {
      token: publisher.token,
      json: { ...(await categoryPath(t.api)), content: "<p>too expensive</p>", bonus_amount: 5.01 },
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("insufficient_balance");
    const mine = await t.api("GET", `/api/questions/my/${publisher.id}`, { token: publisher.token });
    expect(mine.body.total).toBe(0);
    expect((await balance(publisher)).balance).toBe(5);
  });
});

describe("pay_bonus", () => {
  it("pays the escrow to another user's comment once, with log entries and paid_info", async () => {
    const publisher = await funded("pub", 50);
    const answerer = await createUser(t.api, "ans");
    const id = await createQuestion(t.api, publisher, {
      bonus_amount: 20,
      paid_amount: 5,
      bonus_rule: "publisher_agree",
    });
    const commentId = await createComment(t.api, answerer, id);
    const publisherLog = async () =>
      (
        await t.api("GET", `/api/customer_balances/${publisher.id}/my_recharge_logs`, {
          token: publisher.token,
        })
      ).body;
    // The bonus and fee left the publisher's balance at publishing, into escrow: held until settled.
    expect((await publisherLog())[0]).toMatchObject({
      type: "pay_bonus",
      amount: -25,
      question_id: id,
      question_title: expect.any(String),
      bonus_status: "held",
      from_user_id: publisher.id,
      target_user_id: null,
    });
    const res = await payBonus(publisher, id, commentId);
    expect(res.status).toBe(200);
    // The same entry now says where the money went; the unearned expert fee came back as its own
    // entry; the amounts still add up to the balance (50 − 25 + 5 = 30).
    const after = await publisherLog();
    expect(after.slice(0, 3)).toEqual([
      expect.objectContaining({ type: "refund_expert_fee", amount: 5, question_id: id, bonus_status: null }),
      expect.objectContaining({
        type: "pay_bonus",
        amount: -25,
        question_id: id,
        bonus_status: "paid",
        target_user_id: answerer.id,
      }),
      expect.objectContaining({ type: "recharge", amount: 50, question_id: null }),
    ]);
    // The answerer is not an expert: the bonus goes to them, the expert fee back to the publisher.
    expect(res.body).toEqual({
      question_id: id,
      comment_id: commentId,
      amount: 20,
      username: answerer.username,
    });
    expect(await balance(answerer)).toEqual({ balance: 20, withdrawable: 20, total_receive_bonus: 20 });
    expect((await balance(publisher)).balance).toBe(30);
    const q = await detail(id);
    expect(q).toMatchObject({
      is_paid: true,
      status: "done",
      paid_info: { username: answerer.username, amount: 20, comment_id: commentId },
    });
    expect(q.user_comments).toEqual([{ user_id: answerer.id, is_paid: true }]);
    const log = await t.api("GET", `/api/customer_balances/${answerer.id}/my_recharge_logs`, {
      token: answerer.token,
    });
    expect(log.body[0]).toMatchObject({
      type: "receive_bonus",
      amount: 20,
      from_user_id: publisher.id,
      target_user_id: answerer.id,
      question_id: id,
    });
    expect((await messagesOf(answerer)).map((m) => m.kind)).toContain("bonus_received");

    const again = await payBonus(publisher, id, commentId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_paid");
  });

  it("gives the expert fee to an expert", async () => {
    const publisher = await funded("pub", 50);
    const expert = await createUser(t.api, "exp");
    await makeExpert(t.server.app, expert.id, (await categoryPath(t.api)).channel);
    await payBonusTo(t.api, publisher, expert, 10, { paid_amount: 15 });
    expect((await balance(expert)).balance).toBe(25);
    expect((await balance(publisher)).balance).toBe(25);
  });

  it("pays the expert fee by the answer's record: not to an answer from before the approval, nor to another channel's expert", async () => {
    const publisher = await funded("pub", 100);
    const path = await categoryPath(t.api);
    const law = await categoryPath(t.api, "law");
    const late = await createUser(t.api, "late");
    const lawExpert = await createUser(t.api, "lawexp");
    await makeExpert(t.server.app, lawExpert.id, law.channel);
    const manual = { bonus_amount: 10, paid_amount: 15, bonus_rule: "publisher_agree" };
    const first = await createQuestion(t.api, publisher, manual);
    const second = await createQuestion(t.api, publisher, manual);
    const early = await createComment(t.api, late, first);
    const foreign = await createComment(t.api, lawExpert, second);
    // Approved after writing: the role is expert now, the answer was not an expert's.
    await makeExpert(t.server.app, late.id, path.channel);
    for (const [id, commentId] of [
      [first, early],
      [second, foreign],
    ] as const) {
      const res = await payBonus(publisher, id, commentId);
      expect(res.body.amount).toBe(10);
    }
    expect((await balance(late)).balance).toBe(10);
    expect((await balance(lawExpert)).balance).toBe(10);
    expect((await balance(publisher)).balance).toBe(80);
  });

  it("pays exactly once under ten concurrent attempts", async () => {
    const publisher = await funded("pub", 10);
    const a = await createUser(t.api, "a");
    const b = await createUser(t.api, "b");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 10, bonus_rule: "publisher_agree" });
    const ca = await createComment(t.api, a, id);
    const cb = await createComment(t.api, b, id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => payBonus(publisher, id, i % 2 ? ca : cb)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await balance(a)).balance + (await balance(b)).balance).toBe(10);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });

  it("refuses anyone but the publisher, the publisher's own comment and foreign comments", async () => {
    const publisher = await funded("pub", 10);
    const other = await createUser(t.api, "other");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 10, bonus_rule: "publisher_agree" });
    const own = await createComment(t.api, publisher, id);
    const theirs = await createComment(t.api, other, id);
    const byOther = await payBonus(other, id, theirs);
    expect(byOther.status).toBe(403);
    const toSelf = await payBonus(publisher, id, own);
    expect(toSelf.status).toBe(400);
    expect(toSelf.body.code).toBe("not_payable");
    const elsewhere = await createQuestion(t.api, publisher);
    const foreign = await createComment(t.api, other, elsewhere);
    const wrong = await payBonus(publisher, id, foreign);
    expect(wrong.status).toBe(404);
    expect((await balance(publisher)).balance).toBe(0);
  });
});

describe("settlement by rule", () => {
  it("first_reply pays the earliest comment by another user at the deadline", async () => {
    const publisher = await funded("pub", 8);
    const first = await createUser(t.api, "first");
    const second = await createUser(t.api, "second");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 8, bonus_rule: "first_reply" });
    await createComment(t.api, publisher, id, "clarification from the publisher");
    await createComment(t.api, first, id);
    await createComment(t.api, second, id);
    // Not due yet: a settlement run leaves it open (other files' due questions may settle meanwhile:
    // on PostgreSQL they share this database, so the run's count is not this question's).
    await settleDueQuestions(t.server.app.db);
    expect((await detail(id)).settlement).toBe("open");
    await settleWithDeadline(id, -0.01);
    expect((await balance(first)).balance).toBe(8);
    expect((await detail(id)).status).toBe("done");
  });

  it("highest_comment_score pays the best average, ties broken by more ratings", async () => {
    const publisher = await funded("pub", 12);
    const [x, y, r1, r2] = await Promise.all(["x", "y", "r1", "r2"].map((p) => createUser(t.api, p)));
    if (!x || !y || !r1 || !r2) throw new Error("users");
    // Readers' ratings count with a verified phone (rules.test.ts has whose do not).
    await verifyPhone(t.server.app, r1.id);
    await verifyPhone(t.server.app, r2.id);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 12 });
    const cx = await createComment(t.api, x, id);
    const cy = await createComment(t.api, y, id);
    await t.api("POST", `/api/questions/comments/${cx}/rate`, { token: r1.token, json: { score: 4 } });
    await t.api("POST", `/api/questions/comments/${cy}/rate`, { token: r1.token, json: { score: 4 } });
    await t.api("POST", `/api/questions/comments/${cy}/rate`, { token: r2.token, json: { score: 4 } });
    await settleWithDeadline(id, -0.01);
    expect((await balance(y)).balance).toBe(12);
    expect((await balance(x)).balance).toBe(0);
  });

  it("refunds when no comment qualifies", async () => {
    const publisher = await funded("pub", 6);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 6 });
    await createComment(t.api, await createUser(t.api, "unrated"), id);
    // Someone answered in time: the refund waits the appeal window.
    await settleWithDeadline(id, -0.01);
    expect((await detail(id)).settlement).toBe("open");
    await settleWithDeadline(id, -APPEAL_WINDOW_DAYS - 0.01);
    expect((await balance(publisher)).balance).toBe(6);
    const log = await t.api("GET", `/api/customer_balances/${publisher.id}/my_recharge_logs`, {
      token: publisher.token,
    });
    expect(log.body[0]).toMatchObject({ type: "refund_bonus", amount: 6, question_id: id });
    expect(log.body[1]).toMatchObject({
      type: "pay_bonus",
      amount: -6,
      bonus_status: "refunded",
      target_user_id: null,
    });
    expect((await messagesOf(publisher)).map((m) => m.kind)).toContain("bonus_refunded");
  });

  it("first_five_star pays at once when the publisher gives five stars", async () => {
    const [publisher, answerer, , commentId] = await askAndAnswer(t, 9, "first_five_star", "star");
    await t.api("POST", `/api/questions/comments/${commentId}/rate`, {
      token: publisher.token,
      json: { score: 4 },
    });
    expect((await balance(answerer)).balance).toBe(0);
    await t.api("POST", `/api/questions/comments/${commentId}/rate`, {
      token: publisher.token,
      json: { score: 5 },
    });
    expect((await balance(answerer)).balance).toBe(9);
  });

  it("publisher_agree waits the appeal window after the deadline, then refunds", async () => {
    const publisher = await funded("pub", 7);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 7, bonus_rule: "publisher_agree" });
    await createComment(t.api, await createUser(t.api, "hopeful"), id);
    await settleWithDeadline(id, -1);
    expect((await detail(id)).status).toBe("todo");
    await settleWithDeadline(id, -APPEAL_WINDOW_DAYS - 0.01);
    expect((await balance(publisher)).balance).toBe(7);
  });
});

describe("appeals", () => {
  it("the admin awards the appellant's answer after the deadline and both parties are told", async () => {
    const [publisher, appellant, id, commentId] = await askAndAnswer(t, 15, "publisher_agree", "appellant");
    await setDeadline(t.server.app, id, -1);
    const res = await appealBonus(appellant, id, { user_id: publisher.id });
    expect(res.status).toBe(200);
    expect((await detail(id, appellant)).is_appealed).toBe(true);
    const again = await appealBonus(appellant, id);
    expect(again.status).toBe(409);
    // While the platform decides, the publisher cannot pay past it.
    const blocked = await payBonus(publisher, id, commentId);
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("already_appealed");
    await settleWithDeadline(id, -APPEAL_WINDOW_DAYS - 1);
    expect((await balance(publisher)).balance).toBe(0);

    const admin = await loginAdmin(t.api);
    const list = await t.api("GET", "/api/admin/appeals", { token: admin.token });
    const appeal = list.body.find((a: { question_id: number }) => a.question_id === id);
    expect(appeal).toMatchObject({ appellant_id: appellant.id, comment_id: commentId, award: "escrow" });
    const decided = await t.api("POST", `/api/admin/appeals/${appeal.id}/decide`, {
      token: admin.token,
      json: { decision: "award" },
    });
    expect(decided.body.status).toBe("awarded");
    expect((await balance(appellant)).balance).toBe(15);
    expect((await messagesOf(appellant)).map((m) => m.kind)).toContain("appeal_awarded");
    expect((await messagesOf(publisher)).map((m) => m.kind)).toEqual(
      expect.arrayContaining(["appeal_opened", "appeal_awarded"]),
    );
  });

  it("a rejected appeal lets the rule settle", async () => {
    const [publisher, appellant, id, commentId] = await askAndAnswer(t, 4, "first_five_star", "appellant");
    await setDeadline(t.server.app, id, -0.01);
    await appealBonus(appellant, id);
    expect(await settleWithDeadline(id, -APPEAL_WINDOW_DAYS - 1)).toBe(0);
    const admin = await loginAdmin(t.api);
    const list = await t.api("GET", "/api/admin/appeals", { token: admin.token });
    const appeal = list.body.find((a: { question_id: number }) => a.question_id === id);
    expect(appeal.comment_id).toBe(commentId);
    await t.api("POST", `/api/admin/appeals/${appeal.id}/decide`, {
      token: admin.token,
      json: { decision: "reject" },
    });
    // No 5 stars were given: the rule refunds.
    await settleDueQuestions(t.server.app.db);
    expect((await balance(appellant)).balance).toBe(0);
    expect((await balance(publisher)).balance).toBe(4);
    expect((await messagesOf(appellant)).map((m) => m.kind)).toContain("appeal_rejected");
  });

  it("is refused without an unpaid comment of one's own, for the publisher, and for non-admins deciding", async () => {
    const publisher = await funded("pub", 3);
    const stranger = await createUser(t.api, "stranger");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 3 });
    await createComment(t.api, publisher, id);
    await setDeadline(t.server.app, id, -0.01);
    expect((await appealBonus(stranger, id)).status).toBe(403);
    expect((await appealBonus(publisher, id)).status).toBe(403);
    expect((await t.api("GET", "/api/admin/appeals", { token: stranger.token })).status).toBe(403);
    expect(
      (
        await t.api("POST", "/api/admin/appeals/1/decide", {
          token: stranger.token,
          json: { decision: "award" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("the deadline as the rules' cut-off", () => {
  const rate = (u: TestUser, commentId: number, score: number) =>
    t.api("POST", `/api/questions/comments/${commentId}/rate`, { token: u.token, json: { score } });

  it("a 5-star rating after the deadline neither pays at once nor at the deadline run", async () => {
    const [publisher, a, id, ca] = await askAndAnswer(t, 4, "first_five_star", "late5");
    await setDeadline(t.server.app, id, -APPEAL_WINDOW_DAYS - 0.01);
    expect((await rate(publisher, ca, 5)).status).toBe(200);
    expect((await balance(a)).balance).toBe(0);
    await settleDueQuestions(t.server.app.db);
    expect((await balance(a)).balance).toBe(0);
    expect((await balance(publisher)).balance).toBe(4);
  });

  it("first_reply and highest_comment_score ignore comments and ratings from after the deadline", async () => {
    const publisher = await funded("pub", 6);
    const [late, rated, rater] = await Promise.all(
      ["late", "rated", "rater"].map((p) => createUser(t.api, p)),
    );
    if (!late || !rated || !rater) throw new Error("users");
    const reply = await createQuestion(t.api, publisher, { bonus_amount: 3, bonus_rule: "first_reply" });
    await setDeadline(t.server.app, reply, -0.01);
    await createComment(t.api, late, reply);
    const score = await createQuestion(t.api, publisher, {
      bonus_amount: 3,
      bonus_rule: "highest_comment_score",
    });
    const cr = await createComment(t.api, rated, score);
    await setDeadline(t.server.app, score, -APPEAL_WINDOW_DAYS - 0.01);
    expect((await rate(publisher, cr, 5)).status).toBe(200);
    await settleDueQuestions(t.server.app.db);
    expect((await balance(late)).balance).toBe(0);
    expect((await balance(rated)).balance).toBe(0);
    expect((await balance(publisher)).balance).toBe(6);
  });
});

describe("ledger", () => {
  it("keeps every invariant after all of the above", async () => {
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });
});

describe("Idempotency-Key on money-moving calls", () => {
  it("returns the first result for a repeated publish or payment and moves money once", async () => {
    const publisher = await funded("idem", 30);
    const answerer = await createUser(t.api, "idemans");
    const headers = { "idempotency-key": `publish-${Date.now()}` };
    const body = {
      ...(await categoryPath(t.api)),
      content: "<p>once only</p>",
      bonus_amount: 10,
      bonus_rule: "publisher_agree",
    };
    const first = await t.api("POST", "/api/questions", { token: publisher.token, json: body, headers });
    const second = await t.api("POST", "/api/questions", { token: publisher.token, json: body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect((await balance(publisher)).balance).toBe(20);

    const commentId = await createComment(t.api, answerer, first.body.id);
    const payHeaders = { "idempotency-key": `pay-${Date.now()}` };
    const pay = () =>
      t.api("POST", "/api/questions/pay_bonus", {
        token: publisher.token,
        json: { question_id: first.body.id, comment_id: commentId },
        headers: payHeaders,
      });
    const [a, b] = [await pay(), await pay()];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await balance(answerer)).balance).toBe(10);
    const bad = await t.api("POST", "/api/questions/pay_bonus", {
      token: publisher.token,
      json: { question_id: first.body.id, comment_id: commentId },
      headers: { "idempotency-key": "no spaces allowed" },
    });
    expect(bad.status).toBe(400);
  });
});
