import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, makeExpert, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { APPEAL_WINDOW_DAYS } from "./appeal-rules.js";
import { drainDueQuestions, settleDueQuestion } from "./settle.job.js";

// Issue 20 item 4: a claimed batch is settled set-based (settle-batch.ts) with exactly the outcome of
// the per-question path (winningComment + payToComment / refundQuestion), all or nothing per batch.

const t = serverForFile();
const db = () => t.server.app.db;
const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

const rate = async (u: TestUser, commentId: number, score: number) => {
  const res = await t.api("POST", `/api/questions/comments/${commentId}/rate`, {
    token: u.token,
    json: { score },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/**
 * The same set of due questions (every rule, refunds, an expert fee paid to a channel expert and one
 * refunded) for a fresh cast of users; the recipients write in different languages. Returns the cast by
 * role, the questions in deadline order and, for each, its comments by role.
 */
async function scenario() {
  const path = await categoryPath(t.api);
  const cast = {
    pub: await createUser(t.api, "bpub"),
    a: await createUser(t.api, "ba"),
    b: await createUser(t.api, "bb"),
    expert: await createUser(t.api, "bexp"),
    voter: await createUser(t.api, "bvote"),
  };
  await fundWallet(t.server.app, cast.pub.id, 200);
  await makeExpert(t.server.app, cast.expert.id, path.channel);
  await verifyPhone(t.server.app, cast.voter.id);
  const langs: Record<keyof typeof cast, string | null> = {
    pub: "en",
    a: "ja",
    b: null,
    expert: "de",
    voter: "fr",
  };
  for (const [role, lang] of Object.entries(langs))
    await db().execute(sql`update users set lang = ${lang} where id = ${cast[role as keyof typeof cast].id}`);

  const questions: { id: number; comments: Record<string, number> }[] = [];
  const ask = async (n: number, fields: Record<string, unknown>) => {
    const id = await createQuestion(t.api, cast.pub, {
      content: `<p>Batch settlement case ${n}: how is a pension moved between cities?</p>`,
      ...fields,
    });
    const entry = { id, comments: {} as Record<string, number> };
    questions.push(entry);
    return entry;
  };
  const answer = async (q: { id: number; comments: Record<string, number> }, role: keyof typeof cast) => {
    q.comments[role] = await createComment(t.api, cast[role], q.id, `Answer by ${role}`);
    return q.comments[role] as number;
  };

  // 1. first_reply: the earliest answer (a) wins; no fee.
  const q1 = await ask(1, { bonus_amount: 3, bonus_rule: "first_reply" });
  await answer(q1, "a");
  await answer(q1, "b");
  // 2. first_reply with an expert fee, answered first by the channel's expert: the fee goes to them.
  const q2 = await ask(2, { bonus_amount: 4, paid_amount: 1.5, bonus_rule: "first_reply" });
  await answer(q2, "expert");
  await answer(q2, "a");
  // 3. first_reply with an expert fee won by a non-expert: the fee goes back to the publisher.
  const q3 = await ask(3, { bonus_amount: 2.5, paid_amount: 2, bonus_rule: "first_reply" });
  await answer(q3, "b");
  // 4. highest_comment_score: the publisher's and a verified voter's ratings count; b wins, fee back.
  const q4 = await ask(4, { bonus_amount: 5, paid_amount: 1, bonus_rule: "highest_comment_score" });
  const q4a = await answer(q4, "a");
  const q4b = await answer(q4, "b");
  await rate(cast.pub, q4a, 3);
  await rate(cast.pub, q4b, 5);
  await rate(cast.voter, q4b, 4);
  // 5. highest_comment_score won by the channel expert (the fee is theirs).
  const q5 = await ask(5, { bonus_amount: 2, paid_amount: 3, bonus_rule: "highest_comment_score" });
  const q5e = await answer(q5, "expert");
  await answer(q5, "a");
  await rate(cast.voter, q5e, 2);
  // 6. first_five_star: the publisher's 5 stars on b, given while nothing could pay it (as when an
  //    appeal froze the question), so the deadline run pays it.
  const q6 = await ask(6, { bonus_amount: 6, bonus_rule: "first_five_star" });
  await answer(q6, "a");
  const q6b = await answer(q6, "b");
  await db().execute(
    sql`insert into comment_ratings (comment_id, user_id, score) values (${q6b}, ${cast.pub.id}, 5)`,
  );
  // 7. publisher_agree without answers: bonus and fee refunded at once.
  await ask(7, { bonus_amount: 7, paid_amount: 2.25, bonus_rule: "publisher_agree" });
  // 8. publisher_agree answered in time, unpaid: refunded after the appeal window.
  const q8 = await ask(8, { bonus_amount: 1, bonus_rule: "publisher_agree" });
  await answer(q8, "a");
  // 9. highest_comment_score without a counted rating, after the window: refunded with its fee.
  const q9 = await ask(9, { bonus_amount: 1.2, paid_amount: 0.8, bonus_rule: "highest_comment_score" });
  await answer(q9, "expert");
  // 10. first_five_star without a 5-star, after the window: refunded.
  const q10 = await ask(10, { bonus_amount: 0.5, bonus_rule: "first_five_star" });
  await answer(q10, "a");
  // 11. first_reply nobody answered: refunded at once.
  await ask(11, { bonus_amount: 0.01, bonus_rule: "first_reply" });

  // Deadlines in the past, in the order above (the claim takes the earliest first).
  for (const [i, q] of questions.entries())
    await setDeadline(t.server.app, q.id, -(APPEAL_WINDOW_DAYS + 1) + i * 0.01);
  return { cast, questions };
}

type Scenario = Awaited<ReturnType<typeof scenario>>;

/**
 * Everything the settlement of a scenario wrote, with its ids and names replaced by roles (question n,
 * comment n.role, user role), so two scenarios settled by different paths compare field by field.
 */
async function observed(s: Scenario) {
  const qids = s.questions.map((q) => q.id);
  const userRole = new Map(Object.entries(s.cast).map(([role, u]) => [u.id, role]));
  const names = Object.entries(s.cast).map(([role, u]) => [u.username, role] as const);
  const qIndex = new Map(s.questions.map((q, i) => [q.id, i + 1]));
  const commentRole = new Map(
    s.questions.flatMap((q, i) =>
      Object.entries(q.comments).map(([role, c]) => [c, `${i + 1}.${role}`] as const),
    ),
  );
  const norm = (text: string | null) => {
    if (text === null) return null;
    let out = text;
    for (const [name, role] of names) out = out.replaceAll(name, `<${role}>`);
    out = out.replace(/comment-(\d+)/g, (_, c) => `comment-${commentRole.get(Number(c))}`);
    return out.replace(/id=(\d+)/g, (_, q) => `id=q${qIndex.get(Number(q))}`);
  };

  const questions = await queryRows<Record<string, unknown>>(
    db(),
    sql`select id, settlement, is_paid, paid_comment_id, paid_total_fen::int as paid_total_fen,
        paid_at is not null as has_paid_at, settled_at is not null as has_settled_at, bonus_fen::int as bonus_fen,
        paid_fen::int as paid_fen
      from questions where id in (${ids(qids)}) order by deadline`,
  );
  const comments = await queryRows<{ id: number; is_paid: boolean }>(
    db(),
    sql`select id, is_paid from comments where question_id in (${ids(qids)}) order by id`,
  );
  const ledger = await queryRows<{
    id: number;
    kind: string;
    question_id: number;
    comment_id: number | null;
    initiator_id: number | null;
    idempotency_key: string | null;
    details: unknown;
    entries: {
      kind: string;
      user_id: number | null;
      question_id: number | null;
      amount: number;
      log_type: string;
      counterparty: number | null;
    }[];
  }>(
    db(),
    sql`select t.id, t.kind, t.question_id, t.comment_id, t.initiator_id, t.idempotency_key, t.details,
        (select json_agg(json_build_object('kind', a.kind, 'user_id', a.user_id, 'question_id', a.question_id,
            'amount', e.amount_fen, 'log_type', e.log_type, 'counterparty', e.counterparty_user_id) order by e.id)
          from ledger_entries e join accounts a on a.id = e.account_id where e.transaction_id = t.id) as entries
      from ledger_transactions t where t.question_id in (${ids(qids)}) and t.kind <> 'bonus_escrow'
      order by t.id`,
  );
  const users = Object.values(s.cast).map((u) => u.id);
  const messages = await queryRows<{
    user_id: number;
    kind: string;
    title: string;
    content: string;
    link: string | null;
    is_read: boolean;
    group_key: string | null;
    group_count: number;
  }>(
    db(),
    sql`select user_id, kind, title, content, link, is_read, group_key, group_count from messages
      where user_id in (${ids(users)}) and kind not in ('comment_received') order by id`,
  );
  const balances = await queryRows<{ user_id: number; kind: string; balance: number }>(
    db(),
    sql`select user_id, kind, balance_fen::int as balance from accounts where user_id in (${ids(users)}) order by user_id, kind`,
  );
  const escrows = await queryRows<{ question_id: number; balance: number }>(
    db(),
    sql`select question_id, balance_fen::int as balance from accounts
      where kind = 'question_escrow' and question_id in (${ids(qids)}) order by question_id`,
  );
  return {
    questions: questions.map((q) => ({
      settlement: q.settlement as string,
      ...q,
      id: qIndex.get(q.id as number),
      paid_comment_id: commentRole.get(q.paid_comment_id as number) ?? q.paid_comment_id,
    })),
    comments: comments.map((c) => [commentRole.get(c.id) ?? `other ${c.id}`, c.is_paid]),
    ledger: ledger.map((l) => ({
      kind: l.kind,
      question: qIndex.get(l.question_id),
      comment: l.comment_id === null ? null : commentRole.get(l.comment_id),
      initiator: l.initiator_id,
      key: l.idempotency_key,
      details: l.details,
      entries: l.entries.map((e) => ({
        account: e.kind,
        owner: e.user_id !== null ? userRole.get(e.user_id) : `q${qIndex.get(e.question_id as number)}`,
        amount: Number(e.amount),
        log_type: e.log_type,
        counterparty: e.counterparty === null ? null : userRole.get(e.counterparty),
      })),
    })),
    messages: messages.map((m) => ({
      to: userRole.get(m.user_id),
      kind: m.kind,
      title: norm(m.title),
      content: norm(m.content),
      link: norm(m.link),
      is_read: m.is_read,
      group: m.group_key,
      count: m.group_count,
    })),
    balances: balances.map((b) => [userRole.get(b.user_id), b.kind, b.balance]),
    escrows: escrows.map((e) => [qIndex.get(e.question_id), e.balance]),
  };
}

/** Per question: its settlement state, how many times its escrow was released, what is left in it. */
const releases = (list: number[]) =>
  queryRows<{ id: number; settlement: string; releases: number; escrow: number; settled_at: string | null }>(
    db(),
    sql`select q.id, q.settlement, q.settled_at::text as settled_at,
        (select count(*)::int from ledger_transactions l
          where l.question_id = q.id and l.kind in ('bonus_payout', 'bonus_refund')) as releases,
        (select coalesce(sum(a.balance_fen), 0)::int from accounts a
          where a.question_id = q.id and a.kind = 'question_escrow') as escrow
      from questions q where q.id in (${ids(list)}) order by q.id`,
  );

/** `count` due questions with real escrow under first_reply; every third one was answered in time. */
async function backlog(count: number) {
  const publisher = await createUser(t.api, "bbpub");
  const answerer = await createUser(t.api, "bbans");
  await fundWallet(t.server.app, publisher.id, count * 3);
  const list: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await createQuestion(t.api, publisher, {
      bonus_amount: 2,
      paid_amount: 1,
      bonus_rule: "first_reply",
    });
    if (i % 3 === 0) await createComment(t.api, answerer, id);
    await setDeadline(t.server.app, id, -0.01);
    list.push(id);
  }
  return list;
}

describe("set-based batch settlement", () => {
  it("writes field by field what the per-question path writes: every rule, refunds, expert fees, messages", async () => {
    // The reference: the per-question path, one question per transaction.
    const one = await scenario();
    for (const q of one.questions) expect(await settleDueQuestion(db(), q.id)).toBe(true);
    const expected = await observed(one);

    // The same scenario settled by one batch transaction.
    const batched = await scenario();
    const result = await drainDueQuestions(db(), { batch: 100 });
    expect(result.failed).toEqual([]);
    const rows = await releases(batched.questions.map((q) => q.id));
    // One batch: every question settled in the same transaction (the same now()).
    expect(new Set(rows.map((r) => r.settled_at)).size).toBe(1);
    expect(await observed(batched)).toEqual(expected);

    // What the reference contains (so the comparison is not between two empty sets).
    expect(expected.questions.map((q) => q.settlement)).toEqual([
      "paid",
      "paid",
      "paid",
      "paid",
      "paid",
      "paid",
      "refunded",
      "refunded",
      "refunded",
      "refunded",
      "refunded",
    ]);
    expect(expected.questions.map((q) => q.paid_comment_id)).toEqual([
      "1.a",
      "2.expert",
      "3.b",
      "4.b",
      "5.expert",
      "6.b",
      null,
      null,
      null,
      null,
      null,
    ]);
    const logTypes = new Set(expected.ledger.flatMap((l) => l.entries.map((e) => e.log_type)));
    expect([...logTypes].sort()).toEqual([
      "expert_fee",
      "internal",
      "receive_bonus",
      "refund_bonus",
      "refund_expert_fee",
    ]);
    const kinds = new Set(expected.messages.map((m) => m.kind));
    expect([...kinds].sort()).toEqual([
      "bonus_refunded",
      "expert_fee_received",
      "expert_fee_refunded",
      "rule_payout_paid",
      "rule_payout_received",
    ]);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it("two drains in parallel settle each question exactly once", async () => {
    const list = await backlog(30);
    const [a, b] = await Promise.all([
      drainDueQuestions(db(), { batch: 4, concurrency: 2 }),
      drainDueQuestions(db(), { batch: 7, concurrency: 2 }),
    ]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(a.settled + b.settled).toBeGreaterThanOrEqual(list.length);
    const rows = await releases(list);
    expect(rows.filter((r) => r.settlement === "open")).toEqual([]);
    expect(rows.every((r) => r.releases === 1 && r.escrow === 0)).toBe(true);
    const [messages] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from messages
        where kind in ('rule_payout_received', 'bonus_refunded') and (link like any (array[${sql.join(
          list.map((id) => sql`${`/question?id=${id}#%`}`),
          sql`, `,
        )}]) or link in (${sql.join(
          list.map((id) => sql`${`/question?id=${id}`}`),
          sql`, `,
        )}))`,
    );
    // One message per question: each was told once.
    expect(messages?.n).toBe(list.length);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it("a batch with one failing question settles the others; the failing one stays open with nothing written", async () => {
    const list = await backlog(9);
    // The failure comes at the batch's last statement (its messages), after its ledger writes.
    const broken = list[4] as number;
    await db().execute(
      sql.raw(`create or replace function batch_test_fail() returns trigger language plpgsql as $$
        begin
          if new.link = '/question?id=${broken}' then raise exception 'forced failure'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger batch_test_fail before insert on messages
        for each row execute function batch_test_fail()`),
    );
    const errors: number[] = [];
    const batches: number[][] = [];
    try {
      const result = await drainDueQuestions(db(), {
        batch: 50,
        onError: (id) => errors.push(id),
        onBatchError: (questionIds) => batches.push(questionIds),
      });
      expect(result.failed).toEqual([broken]);
      expect(errors).toEqual([broken]);
      // The batch that held it failed whole and was settled one by one.
      expect(batches).toHaveLength(1);
      expect(batches[0]).toContain(broken);
      expect(result.settled).toBeGreaterThanOrEqual(list.length - 1);
    } finally {
      await db().execute(sql.raw("drop trigger batch_test_fail on messages"));
      await db().execute(sql.raw("drop function batch_test_fail()"));
    }
    let rows = await releases(list);
    expect(rows.filter((r) => r.settlement === "open").map((r) => r.id)).toEqual([broken]);
    expect(rows.find((r) => r.id === broken)).toMatchObject({ releases: 0, escrow: 300 });
    expect(rows.filter((r) => r.id !== broken).every((r) => r.releases === 1 && r.escrow === 0)).toBe(true);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
    // The next drain settles it.
    await drainDueQuestions(db());
    rows = await releases(list);
    expect(rows.every((r) => r.settlement !== "open" && r.releases === 1 && r.escrow === 0)).toBe(true);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it("creates the winner's account when missing and keeps every balance equal to its entries", async () => {
    const pub = await createUser(t.api, "bnew");
    await fundWallet(t.server.app, pub.id, 10);
    const fresh = await createUser(t.api, "bfresh");
    const q = await createQuestion(t.api, pub, { bonus_amount: 4, bonus_rule: "first_reply" });
    await createComment(t.api, fresh, q);
    await setDeadline(t.server.app, q, -0.01);
    const before = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from accounts where user_id = ${fresh.id}`,
    );
    expect(before[0]?.n).toBe(0);
    await drainDueQuestions(db());
    const [account] = await queryRows<{ balance: number }>(
      db(),
      sql`select balance_fen::int as balance from accounts where user_id = ${fresh.id} and kind = 'user_available'`,
    );
    expect(account?.balance).toBe(400);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });
});
