import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlIdList, sqlNumber } from "../../db/rows.js";
import { messageLinks, type Notification, notifyAll } from "../messages/notify.js";
import { type Posting, postTransactions, type TransactionSpec } from "../wallet/ledger.js";
import { COUNTED_RATING, ELIGIBLE_ANSWER, SCORE_ORDER } from "./appeal-rules.js";

/**
 * Set-based settlement of a claimed batch (issue 20 item 4): the questions were claimed and locked by
 * the caller's transaction (settle.job.ts claimDue). Writes exactly what the per-question path writes
 * (winningComment, then payToComment or refundQuestion with reason `rule:<rule>`, and their messages
 * from settlement-messages.ts) for every question of the batch, with a constant number of statements:
 *
 *  1. the winners of all questions by their rules (the same SQL as winningComment) with what the
 *     payout needs (the question's amounts and channel, the winner's author, name and expert channel);
 *  2. one UPDATE of the questions (paid: paid comment, paid_at, paid_total_fen; refunded: settled_at);
 *  3. one UPDATE of the winning comments (is_paid);
 *  4. the ledger (wallet/ledger.ts postTransactions): accounts found, created when missing and locked
 *     in id order, the transactions, the entries and one UPDATE of the balances;
 *  5. the messages in each recipient's language (messages/notify.ts notifyAll): one read, one INSERT.
 *
 * Any failure throws and rolls the whole batch back; the caller then settles its questions one by one
 * with the per-question path, which isolates a bad question as before.
 */

type Tx = Pick<Db, "execute">;

interface Claimed {
  id: number;
  bonus_rule: string;
}

interface BatchRow {
  id: number;
  user_id: number;
  title: string;
  bonus_fen: SqlNumeric;
  paid_fen: SqlNumeric;
  channel_id: number;
  bonus_rule: string;
  winner_id: number | null;
  winner_user_id: number | null;
  winner_expert_channel_id: number | null;
  winner_name: string | null;
}

/** One question's outcome, computed as payToComment / refundQuestion compute it. */
interface Outcome {
  id: number;
  winnerId: number | null;
  paidTotalFen: number | null;
  ledger: TransactionSpec | null;
  messages: Notification[];
}

/** The winner of every claimed question by its rule: winningComment's three queries as one. */
async function selectWinners(tx: Tx, ids: number[]): Promise<BatchRow[]> {
  return queryRows<BatchRow>(
    tx,
    sql`select q.id, q.user_id, q.title, q.bonus_fen, q.paid_fen, q.channel_id, q.bonus_rule,
        w.id as winner_id, w.user_id as winner_user_id, w.expert_channel_id as winner_expert_channel_id,
        wu.username as winner_name
      from questions q
      cross join lateral (select case q.bonus_rule
        when 'first_reply' then (select c.id from comments c
          where ${ELIGIBLE_ANSWER} order by c.created_at, c.id limit 1)
        when 'highest_comment_score' then (select c.id from comments c
          join comment_ratings r on ${COUNTED_RATING}
          where ${ELIGIBLE_ANSWER}
          group by c.id, c.created_at order by ${SCORE_ORDER} limit 1)
        when 'first_five_star' then (select c.id from comments c
          join comment_ratings r on r.comment_id = c.id and r.user_id = q.user_id and r.score = 5
          where ${ELIGIBLE_ANSWER} and r.updated_at < q.deadline
          order by r.updated_at, c.created_at, c.id limit 1)
        end as winner) pick
      left join comments w on w.id = pick.winner and w.deleted_at is null
      left join users wu on wu.id = w.user_id
      where q.id in ${sqlIdList(ids)}`,
  );
}

/** A credit to a user's available balance, from `from` if given (bonus.service.ts toUser). */
const toUser = (userId: number, amountFen: number, logType: Posting["logType"], from?: number): Posting => ({
  account: { kind: "user_available", userId },
  amountFen,
  logType,
  ...(from === undefined ? {} : { counterpartyUserId: from }),
});

/** What payToComment writes for a rule's winner (reason `rule:<rule>`), as data. */
function payout(q: BatchRow, winnerId: number, winnerUserId: number, winnerName: string): Outcome {
  const reason = `rule:${q.bonus_rule}`;
  const bonusFen = sqlNumber(q.bonus_fen);
  const paidFen = sqlNumber(q.paid_fen);
  const byChannelExpert = q.winner_expert_channel_id !== null && q.winner_expert_channel_id === q.channel_id;
  const feeToCommenter = byChannelExpert ? paidFen : 0;
  const feeBack = paidFen - feeToCommenter;
  const toCommenter = bonusFen + feeToCommenter;
  const postings: Posting[] = [];
  if (bonusFen > 0) postings.push(toUser(winnerUserId, bonusFen, "receive_bonus", q.user_id));
  if (feeToCommenter > 0) postings.push(toUser(winnerUserId, feeToCommenter, "expert_fee", q.user_id));
  if (feeBack > 0) postings.push(toUser(q.user_id, feeBack, "refund_expert_fee"));
  if (postings.length)
    postings.push({
      account: { kind: "question_escrow", questionId: q.id },
      amountFen: -(toCommenter + feeBack),
      logType: "internal",
    });
  // settlement-messages.ts notifyPayout with a rule's reason.
  const base = { title: q.title, link: messageLinks.answer(q.id, winnerId) };
  const messages: Notification[] = [];
  if (bonusFen > 0) {
    messages.push({
      userId: winnerUserId,
      kind: "rule_payout_received",
      params: { ...base, amountFen: bonusFen },
    });
    messages.push({
      userId: q.user_id,
      kind: "rule_payout_paid",
      params: { ...base, amountFen: bonusFen, name: winnerName },
    });
  }
  if (feeToCommenter > 0)
    messages.push({
      userId: winnerUserId,
      kind: "expert_fee_received",
      params: { ...base, amountFen: feeToCommenter },
    });
  if (feeBack > 0)
    messages.push({
      userId: q.user_id,
      kind: "expert_fee_refunded",
      params: { ...base, amountFen: feeBack },
    });
  return {
    id: q.id,
    winnerId,
    paidTotalFen: toCommenter,
    ledger: postings.length
      ? { kind: "bonus_payout", questionId: q.id, commentId: winnerId, details: { reason }, postings }
      : null,
    messages,
  };
}

/** What refundQuestion writes (reason `rule:<rule>`), as data. */
function refund(q: BatchRow): Outcome {
  const bonusFen = sqlNumber(q.bonus_fen);
  const paidFen = sqlNumber(q.paid_fen);
  const total = bonusFen + paidFen;
  if (total <= 0) return { id: q.id, winnerId: null, paidTotalFen: null, ledger: null, messages: [] };
  const base = { title: q.title, link: messageLinks.question(q.id) };
  const messages: Notification[] = [];
  if (bonusFen > 0)
    messages.push({ userId: q.user_id, kind: "bonus_refunded", params: { ...base, amountFen: bonusFen } });
  if (paidFen > 0)
    messages.push({
      userId: q.user_id,
      kind: "expert_fee_refunded",
      params: { ...base, amountFen: paidFen },
    });
  return {
    id: q.id,
    winnerId: null,
    paidTotalFen: null,
    ledger: {
      kind: "bonus_refund",
      questionId: q.id,
      details: { reason: `rule:${q.bonus_rule}` },
      postings: [
        { account: { kind: "question_escrow", questionId: q.id }, amountFen: -total, logType: "internal" },
        ...(bonusFen > 0 ? [toUser(q.user_id, bonusFen, "refund_bonus")] : []),
        ...(paidFen > 0 ? [toUser(q.user_id, paidFen, "refund_expert_fee")] : []),
      ],
    },
    messages,
  };
}

/**
 * Settles the claimed questions (in claim order) set-based inside the caller's transaction; throws on
 * any failure (the caller's transaction then rolls back as a whole).
 */
export async function settleClaimedBatch(tx: Tx, claimed: Claimed[]): Promise<void> {
  if (!claimed.length) return;
  const rows = await selectWinners(
    tx,
    claimed.map((c) => c.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const outcomes = claimed.map((c) => {
    const q = byId.get(c.id);
    if (!q) throw new Error(`claimed question ${c.id} vanished`);
    if (q.winner_id === null) return refund(q);
    if (q.winner_user_id === null || q.winner_name === null || q.winner_user_id === q.user_id)
      throw new Error(`question ${c.id}: its winner ${q.winner_id} cannot be paid`);
    return payout(q, q.winner_id, q.winner_user_id, q.winner_name);
  });

  // settleQuestionPaid + setPaidTotal / settleQuestionRefunded, for every question at once; each must
  // still be open (it is: the claim holds its row lock), else the batch is not what was claimed.
  const updated = await queryRows<{ id: number }>(
    tx,
    sql`update questions q set
        settlement = case when o."winnerId" is null then 'refunded' else 'paid' end,
        is_paid = case when o."winnerId" is null then q.is_paid else true end,
        paid_comment_id = case when o."winnerId" is null then q.paid_comment_id else o."winnerId" end,
        paid_at = case when o."winnerId" is null then q.paid_at else now() end,
        paid_total_fen = case when o."winnerId" is null then q.paid_total_fen else o."paidTotalFen" end,
        settled_at = now()
      from jsonb_to_recordset(${JSON.stringify(
        outcomes.map((o) => ({ id: o.id, winnerId: o.winnerId, paidTotalFen: o.paidTotalFen })),
      )}::jsonb) as o(id int, "winnerId" int, "paidTotalFen" bigint)
      where q.id = o.id and q.settlement = 'open'
      returning q.id`,
  );
  if (updated.length !== outcomes.length)
    throw new Error(`settled ${updated.length} of ${outcomes.length} claimed questions`);

  const winners = outcomes.flatMap((o) => (o.winnerId === null ? [] : [o.winnerId]));
  if (winners.length)
    await tx.execute(sql`update comments set is_paid = true where id in ${sqlIdList(winners)}`);
  await postTransactions(
    tx,
    outcomes.flatMap((o) => (o.ledger ? [o.ledger] : [])),
  );
  await notifyAll(
    tx,
    outcomes.flatMap((o) => o.messages),
  );
}
