import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { askAndAnswer } from "../../test/wallet-factories.js";
import { APPEAL_WINDOW_DAYS } from "./appeal-rules.js";
import { settleDueQuestions } from "./settle.job.js";

// Issue 15 items 1, 2, 4: the bonus rules cannot be gamed. Each attack is a test.

const t = serverForFile();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAdmin(t.api)).token;
});

/** Moves the question's deadline `days` from now (negative: past) and runs one settlement pass. */
async function settleWithDeadline(id: number, days: number) {
  await setDeadline(t.server.app, id, days);
  return settleDueQuestions(t.server.app.db);
}

const balance = async (u: TestUser) =>
  (await t.api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;
const detail = async (id: number, u?: TestUser) =>
  (await t.api("GET", `/api/questions/detail/${id}`, { token: u?.token })).body;
const answers = async (id: number, u?: TestUser) =>
  (await t.api("GET", `/api/questions/comments?question_id=${id}`, { token: u?.token })).body.items as {
    id: number;
    rating_avg: number | null;
    rating_count: number;
    rule_score: { avg: number | null; count: number } | null;
    leading: boolean;
    appeal_status: string | null;
  }[];
const rate = async (u: TestUser, commentId: number, score: number) => {
  const res = await t.api("POST", `/api/questions/comments/${commentId}/rate`, {
    token: u.token,
    json: { score },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const appeal = (u: TestUser, questionId: number) =>
  t.api("POST", "/api/questions/appeal", { token: u.token, json: { question_id: questionId } });
const openAppealsOf = async (questionId: number) =>
  (
    (await t.api("GET", "/api/admin/appeals", { token: adminToken })).body as {
      id: number;
      question_id: number;
      appellant_id: number;
      award: string | null;
      paid_to: { username: string; amount: number } | null;
    }[]
  ).filter((a) => a.question_id === questionId);
const decide = (appealId: number, decision: "award" | "reject") =>
  t.api("POST", `/api/admin/appeals/${appealId}/decide`, { token: adminToken, json: { decision } });
const settlementOf = async (id: number) =>
  (
    await queryRows<{ settlement: string }>(
      t.server.app.db,
      sql`select settlement from questions where id = ${id}`,
    )
  )[0]?.settlement;

async function funded(prefix: string, yuan: number) {
  const user = await createUser(t.api, prefix);
  await fundWallet(t.server.app, user.id, yuan);
  return user;
}
async function users<T extends string[]>(...prefixes: T): Promise<{ [K in keyof T]: TestUser }> {
  const out: TestUser[] = [];
  for (const p of prefixes) out.push(await createUser(t.api, p));
  return out as { [K in keyof T]: TestUser };
}

describe("highest_comment_score: whose ratings count", () => {
  it("a rival answerer's rating does not change the winner (publisher rates B 4 and C 5; B rates C 1 → C)", async () => {
    const publisher = await funded("pub", 10);
    const [b, c] = await users("rivalb", "rivalc");
    // B has a verified phone: it is answering the same question that keeps B's rating out.
    await verifyPhone(t.server.app, b.id);
    const id = await createQuestion(t.api, publisher, {
      bonus_amount: 10,
      bonus_rule: "highest_comment_score",
    });
    const cb = await createComment(t.api, b, id);
    const cc = await createComment(t.api, c, id);
    await rate(publisher, cb, 4);
    await rate(publisher, cc, 5);
    await rate(b, cc, 1);

    // The page shows what the payout will count: C leads with the publisher's 5, B's 1 left out.
    const shown = await answers(id);
    const byId = (cid: number) => shown.find((a) => a.id === cid);
    expect(byId(cc)).toMatchObject({
      rating_avg: 3,
      rating_count: 2,
      rule_score: { avg: 5, count: 1 },
      leading: true,
    });
    expect(byId(cb)).toMatchObject({ rule_score: { avg: 4, count: 1 }, leading: false });
    // Sorted by score, the leader comes first, although B has the higher raw average of stars.
    const byScore = await t.api("GET", `/api/questions/comments?question_id=${id}&sort=score`);
    expect(byScore.body.items.map((a: { id: number }) => a.id)).toEqual([cc, cb]);

    await settleWithDeadline(id, -0.01);
    expect(await balance(c)).toBe(10);
    expect(await balance(b)).toBe(0);
    expect((await detail(id)).paid_info).toMatchObject({ comment_id: cc });
  });

  it("ratings without a verified phone and the author's own do not count; the publisher's count without one", async () => {
    const publisher = await funded("pub", 8);
    const [x, y, noPhone, phone] = await users("x", "y", "nophone", "phone");
    await verifyPhone(t.server.app, phone.id);
    const id = await createQuestion(t.api, publisher, { bonus_amount: 8 });
    const cx = await createComment(t.api, x, id);
    const cy = await createComment(t.api, y, id);
    await rate(publisher, cx, 4);
    await rate(publisher, cy, 4);
    // Three unverified 5s for X count for nothing; one verified 5 for Y does.
    await rate(noPhone, cx, 5);
    for (const sock of await users("sock1", "sock2")) await rate(sock, cx, 5);
    await rate(phone, cy, 5);
    // The API refuses rating one's own answer; a row written anyway (older data) does not count either.
    await t.server.app.db.execute(
      sql`insert into comment_ratings (comment_id, user_id, score) values (${cx}, ${x.id}, 5)`,
    );
    await verifyPhone(t.server.app, x.id);
    const shown = await answers(id);
    expect(shown.find((a) => a.id === cx)?.rule_score).toEqual({ avg: 4, count: 1 });
    expect(shown.find((a) => a.id === cy)).toMatchObject({
      rule_score: { avg: 4.5, count: 2 },
      leading: true,
    });
    await settleWithDeadline(id, -0.01);
    expect(await balance(y)).toBe(8);
    expect(await balance(x)).toBe(0);
  });

  it("ties: the same average goes to more counted ratings, then to the earlier answer", async () => {
    const publisher = await funded("pub", 10);
    const [early, late, more, voter] = await users("early", "late", "more", "voter");
    await verifyPhone(t.server.app, voter.id);
    const first = await createQuestion(t.api, publisher, { bonus_amount: 5 });
    const ce = await createComment(t.api, early, first);
    const cl = await createComment(t.api, late, first);
    await rate(publisher, cl, 4);
    await rate(publisher, ce, 4);
    const second = await createQuestion(t.api, publisher, { bonus_amount: 5 });
    const c1 = await createComment(t.api, early, second);
    const c2 = await createComment(t.api, more, second);
    await rate(publisher, c1, 4);
    await rate(publisher, c2, 4);
    await rate(voter, c2, 4);
    await setDeadline(t.server.app, first, -0.01);
    await settleWithDeadline(second, -0.01);
    expect((await detail(first)).paid_info.comment_id).toBe(ce);
    expect((await detail(second)).paid_info.comment_id).toBe(c2);
    expect(c1).toBeGreaterThan(0);
  });
});

describe("manual payment only under publisher_agree", () => {
  it("refuses 409 rule_is_automatic under the three automatic rules and moves no money", async () => {
    for (const rule of ["first_reply", "highest_comment_score", "first_five_star"]) {
      const publisher = await funded("pub", 5);
      const answerer = await createUser(t.api, "ans");
      const id = await createQuestion(t.api, publisher, { bonus_amount: 5, bonus_rule: rule });
      const cid = await createComment(t.api, answerer, id);
      const res = await t.api("POST", "/api/questions/pay_bonus", {
        token: publisher.token,
        json: { question_id: id, comment_id: cid },
      });
      expect(res.status, rule).toBe(409);
      expect(res.body.code).toBe("rule_is_automatic");
      expect(await balance(answerer)).toBe(0);
      expect(await settlementOf(id)).toBe("open");
    }
  });
});

describe("appeals", () => {
  it("before the deadline: refused 409 appeal_too_early, nothing held; the page offers no appeal yet", async () => {
    const [publisher, answerer, id, cid] = await askAndAnswer(t, 6, "publisher_agree", "early");
    const res = await appeal(answerer, id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("appeal_too_early");
    const d = await detail(id, answerer);
    expect(d).toMatchObject({
      can_appeal: false,
      is_appealed: false,
      appeal_status: null,
      my_appeal_status: null,
    });
    expect(new Date(d.appeal_ends_at).getTime()).toBeGreaterThan(new Date(d.deadline).getTime());
    // The publisher can still pay: nothing froze the question.
    const paid = await t.api("POST", "/api/questions/pay_bonus", {
      token: publisher.token,
      json: { question_id: id, comment_id: cid },
    });
    expect(paid.status).toBe(200);
  });

  it("two answerers each appeal once after the deadline; a second appeal by the same answerer (or answer) is refused", async () => {
    const publisher = await funded("pub", 9);
    const [a, b, stranger] = await users("appa", "appb", "stranger");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 9, bonus_rule: "publisher_agree" });
    const ca = await createComment(t.api, a, id);
    await createComment(t.api, a, id, "A's second answer");
    const cb = await createComment(t.api, b, id);
    await setDeadline(t.server.app, id, -0.01);
    expect((await detail(id, a)).can_appeal).toBe(true);

    expect((await appeal(a, id)).status).toBe(200);
    const again = await appeal(a, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_appealed");
    expect((await appeal(b, id)).status).toBe(200);
    expect((await appeal(stranger, id)).status).toBe(403);
    expect((await appeal(publisher, id)).status).toBe(403);

    expect(await detail(id, a)).toMatchObject({
      can_appeal: false,
      is_appealed: true,
      appeal_status: "open",
      my_appeal_status: "open",
    });
    const shown = await answers(id);
    expect(shown.find((x) => x.id === ca)?.appeal_status).toBe("open");
    expect(shown.find((x) => x.id === cb)?.appeal_status).toBe("open");
    expect((await openAppealsOf(id)).map((x) => x.appellant_id).sort()).toEqual([a.id, b.id].sort());
    // The unique index is the last line: one appeal row per answer.
    await expect(
      t.server.app.db.execute(
        sql`insert into appeals (question_id, comment_id, appellant_id) values (${id}, ${ca}, ${b.id})`,
      ),
    ).rejects.toThrow();
  });

  it("settlement waits only for open appeals inside the window; each is decided on its own", async () => {
    const publisher = await funded("pub", 12);
    const [a, b, winner, rival] = await users("wa", "wb", "winner", "rival");
    // Nobody rated: the rule names no winner, so the refund waits the window for appeals.
    const held = await createQuestion(t.api, publisher, {
      bonus_amount: 7,
      bonus_rule: "highest_comment_score",
    });
    await createComment(t.api, a, held);
    await createComment(t.api, b, held);
    // A rated answer wins at the deadline at once: nobody's appeal is waited for.
    const paid = await createQuestion(t.api, publisher, {
      bonus_amount: 5,
      bonus_rule: "highest_comment_score",
    });
    const cw = await createComment(t.api, winner, paid);
    await createComment(t.api, rival, paid);
    await rate(publisher, cw, 3);
    await setDeadline(t.server.app, held, -0.01);
    await settleWithDeadline(paid, -0.01);
    expect(await balance(winner)).toBe(5);
    expect(await settlementOf(held)).toBe("open");
    // The rule's payout is final: no appeal against it.
    const late = await appeal(rival, paid);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("payout_is_final");

    expect((await appeal(a, held)).status).toBe(200);
    expect((await appeal(b, held)).status).toBe(200);
    // Past the window with two open appeals: still held.
    await settleWithDeadline(held, -APPEAL_WINDOW_DAYS - 1);
    expect(await settlementOf(held)).toBe("open");
    const [first, second] = await openAppealsOf(held);
    if (!first || !second) throw new Error("two appeals expected");
    expect(first.award).toBe("escrow");
    expect((await decide(first.id, "reject")).status).toBe(200);
    await settleDueQuestions(t.server.app.db);
    expect(await settlementOf(held)).toBe("open");
    expect((await decide(second.id, "reject")).status).toBe(200);
    // No appeal open, the window has passed: refunded.
    await settleDueQuestions(t.server.app.db);
    expect(await settlementOf(held)).toBe("refunded");
    expect(await balance(publisher)).toBe(7);
    // And too late for anyone now.
    const closed = await appeal(a, held);
    expect(closed.status).toBe(409);
  });

  it("an unpaid question's window closes APPEAL_WINDOW_DAYS after the deadline", async () => {
    const publisher = await funded("pub", 3);
    const answerer = await createUser(t.api, "tardy");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 3, bonus_rule: "publisher_agree" });
    await createComment(t.api, answerer, id);
    await setDeadline(t.server.app, id, -APPEAL_WINDOW_DAYS - 0.01);
    const res = await appeal(answerer, id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("appeal_window_closed");
    expect((await detail(id, answerer)).can_appeal).toBe(false);
  });

  it("awarding one appeal pays it from the escrow; the other can then only be rejected", async () => {
    const publisher = await funded("pub", 11);
    const [a, b] = await users("awa", "awb");
    const id = await createQuestion(t.api, publisher, { bonus_amount: 11, bonus_rule: "first_five_star" });
    const ca = await createComment(t.api, a, id);
    await createComment(t.api, b, id);
    await setDeadline(t.server.app, id, -0.01);
    await appeal(a, id);
    await appeal(b, id);
    const list = await openAppealsOf(id);
    const ofA = list.find((x) => x.appellant_id === a.id);
    const ofB = list.find((x) => x.appellant_id === b.id);
    if (!ofA || !ofB) throw new Error("appeals");
    expect((await decide(ofA.id, "award")).body.status).toBe("awarded");
    expect(await balance(a)).toBe(11);
    expect((await detail(id)).paid_info.comment_id).toBe(ca);
    expect((await openAppealsOf(id))[0]).toMatchObject({
      award: null,
      paid_to: { username: a.username, amount: 11 },
    });
    const refused = await decide(ofB.id, "award");
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("award_unavailable");
    expect((await decide(ofB.id, "reject")).body.status).toBe("rejected");
    expect(await balance(b)).toBe(0);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });

  it("after the publisher's own payment to another answer: an award moves that payment, only while its payee still has it", async () => {
    const publisher = await funded("pub", 20);
    const [friend, honest, other, spender, second] = await users(
      "friend",
      "honest",
      "other",
      "spender",
      "second",
    );
    const id = await createQuestion(t.api, publisher, { bonus_amount: 10, bonus_rule: "publisher_agree" });
    const cf = await createComment(t.api, friend, id);
    const ch = await createComment(t.api, honest, id);
    // Paid by hand before the deadline: the window opens at the payment.
    await t.api("POST", "/api/questions/pay_bonus", {
      token: publisher.token,
      json: { question_id: id, comment_id: cf },
    });
    expect((await detail(id, honest)).can_appeal).toBe(true);
    expect((await appeal(honest, id)).status).toBe(200);
    const [pending] = await openAppealsOf(id);
    expect(pending).toMatchObject({ award: "transfer", paid_to: { username: friend.username, amount: 10 } });
    if (!pending) throw new Error("appeal");
    expect((await decide(pending.id, "award")).status).toBe(200);
    expect(await balance(friend)).toBe(0);
    expect(await balance(honest)).toBe(10);
    expect((await detail(id)).paid_info).toMatchObject({ comment_id: ch, username: honest.username });
    const shown = await answers(id);
    expect(shown.find((x) => x.id === ch)).toMatchObject({ appeal_status: "awarded" });
    const kinds = await queryRows<{ kind: string }>(
      t.server.app.db,
      sql`select kind from messages where user_id = ${friend.id} order by id`,
    );
    expect(kinds.map((k) => k.kind)).toContain("appeal_payout_moved");

    // The payee already spent it (published a question with it): nothing to move, only a reject.
    const spent = await createQuestion(t.api, publisher, { bonus_amount: 10, bonus_rule: "publisher_agree" });
    const cs = await createComment(t.api, spender, spent);
    await createComment(t.api, other, spent);
    await createComment(t.api, second, spent);
    await t.api("POST", "/api/questions/pay_bonus", {
      token: publisher.token,
      json: { question_id: spent, comment_id: cs },
    });
    await createQuestion(t.api, spender, { bonus_amount: 10 });
    expect((await appeal(other, spent)).status).toBe(200);
    const [unfunded] = await openAppealsOf(spent);
    if (!unfunded) throw new Error("appeal");
    const res = await decide(unfunded.id, "award");
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("award_unfunded");
    expect((await openAppealsOf(spent)).length).toBe(1);
    expect(await balance(other)).toBe(0);

    // The window after a payment closes too (the answers from before the payment shift back with it).
    await t.server.app.db.execute(
      sql`update comments set created_at = created_at - make_interval(days => ${APPEAL_WINDOW_DAYS + 2}) where question_id = ${spent}`,
    );
    await t.server.app.db.execute(
      sql`update questions set paid_at = now() - make_interval(days => ${APPEAL_WINDOW_DAYS + 1}) where id = ${spent}`,
    );
    const closed = await appeal(second, spent);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("appeal_window_closed");
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });
});
