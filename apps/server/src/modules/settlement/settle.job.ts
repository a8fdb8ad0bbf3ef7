import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { reportingJob } from "../../lib/polling-job.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { APPEAL_WINDOW_DAYS, COUNTED_RATING, ELIGIBLE_ANSWER, SCORE_ORDER } from "./appeal-rules.js";
import { payToComment, refundQuestion } from "./bonus.service.js";

export { APPEAL_WINDOW_DAYS };

/**
 * The winning comment by rule, or null (refund). The rules judge the question as it stood at its
 * deadline: only eligible answers (by another user, written before the deadline — ELIGIBLE_ANSWER) and
 * only ratings given (last changed) before it count — so the outcome does not depend on when the poll
 * runs or on how long an appeal held settlement.
 * - first_reply: the earliest eligible answer;
 * - highest_comment_score: among answers with at least one counted rating (COUNTED_RATING: the
 *   publisher's always; never the answer's author's, another answerer's, or an account's without a
 *   verified phone), the highest average; ties → more counted ratings → the earlier answer → lower id;
 * - first_five_star: the answer the publisher rated 5 stars first (it normally paid at once);
 * - publisher_agree: nobody (only the publisher pays, by hand).
 */
export async function winningComment(
  tx: Pick<Db, "execute">,
  questionId: number,
  rule: string,
): Promise<number | null> {
  if (rule === "first_reply") {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from comments c join questions q on q.id = c.question_id
        where q.id = ${questionId} and ${ELIGIBLE_ANSWER}
        order by c.created_at, c.id limit 1`,
    );
    return row?.id ?? null;
  }
  if (rule === "highest_comment_score") {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from comments c join questions q on q.id = c.question_id
        join comment_ratings r on ${COUNTED_RATING}
        where q.id = ${questionId} and ${ELIGIBLE_ANSWER}
        group by c.id, c.created_at
        order by ${SCORE_ORDER} limit 1`,
    );
    return row?.id ?? null;
  }
  if (rule === "first_five_star") {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from comments c join questions q on q.id = c.question_id
        join comment_ratings r on r.comment_id = c.id and r.user_id = q.user_id and r.score = 5
        where q.id = ${questionId} and ${ELIGIBLE_ANSWER} and r.updated_at < q.deadline
        order by r.updated_at, c.created_at, c.id limit 1`,
    );
    return row?.id ?? null;
  }
  return null;
}

/**
 * Whether the rule names a winner (the same conditions as winningComment, as a predicate on q): a
 * question with a winner pays at its deadline; one without refunds — at once when nobody answered in
 * time, else only after the appeal window, so answerers can appeal the publisher keeping the money.
 */
const HAS_WINNER = sql`case q.bonus_rule
  when 'first_reply' then exists (select 1 from comments c where ${ELIGIBLE_ANSWER})
  when 'highest_comment_score' then exists (select 1 from comments c
    join comment_ratings r on ${COUNTED_RATING} where ${ELIGIBLE_ANSWER})
  when 'first_five_star' then exists (select 1 from comments c join comment_ratings r
    on r.comment_id = c.id and r.user_id = q.user_id and r.score = 5 and r.updated_at < q.deadline
    where ${ELIGIBLE_ANSWER})
  else false end`;

/** How a drain runs (see drainDueQuestions). */
export interface DrainOptions {
  /** Questions per batch: the drain goes on at once after a full batch and stops after a short one. */
  batch?: number;
  /** Settlement transactions at a time in this process (each holds one pool connection). */
  concurrency?: number;
  /** Checked between batches: true stops the drain (the server is closing). */
  stopped?: () => boolean;
  /** Told about a question whose settlement failed (it stays open and is tried again by the next drain). */
  onError?: (questionId: number, err: unknown) => void;
}

export interface DrainResult {
  settled: number;
  /** Questions whose settlement failed in this drain, each tried once. */
  failed: number[];
}

/** Defaults: one batch is 50 questions, settled by 2 transactions at a time (docs/ARCHITECTURE.md). */
export const SETTLEMENT_BATCH = 50;
export const SETTLEMENT_CONCURRENCY = 2;

/**
 * Claims the next due question (`FOR UPDATE SKIP LOCKED`: another transaction's question is skipped,
 * never waited for, and never settled twice) and settles it in its own transaction. Returns the
 * outcome. A question waits only for its open appeals (which can only
 * have been opened inside the appeal window) and, when it would be refunded although someone answered
 * in time, for the appeal window to pass. `skip` leaves out questions that failed earlier in the drain.
 */
async function settleNextDue(db: Db, skip: readonly number[], claimed: { id: number | null }) {
  return moneyTransaction(db, async (tx) => {
    claimed.id = null;
    const [due] = await queryRows<{ id: number; bonus_rule: string }>(
      tx,
      sql`select q.id, q.bonus_rule from questions q
        where q.settlement = 'open' and q.deadline < now()
          and not exists (select 1 from appeals a where a.question_id = q.id and a.status = 'open')
          and (q.deadline < now() - make_interval(days => ${APPEAL_WINDOW_DAYS})
            or not exists (select 1 from comments c where ${ELIGIBLE_ANSWER})
            or ${HAS_WINNER})
          ${
            skip.length
              ? sql`and q.id not in (${sql.join(
                  skip.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by q.deadline limit 1
        for update skip locked`,
    );
    if (!due) return "none";
    // Failed in this drain after the claim above was sent (it was locked then): not twice.
    if (skip.includes(due.id)) return "skipped";
    claimed.id = due.id;
    const winner = await winningComment(tx, due.id, due.bonus_rule);
    if (winner !== null) await payToComment(tx, due.id, winner, `rule:${due.bonus_rule}`);
    else await refundQuestion(tx, due.id, `rule:${due.bonus_rule}`);
    return "settled";
  });
}

/**
 * One batch: up to `batch` due questions, `concurrency` transactions at a time, one question per
 * transaction (so a failing question rolls back alone). Returns how many questions it claimed.
 */
async function settleBatch(
  db: Db,
  batch: number,
  concurrency: number,
  result: DrainResult,
  onError: DrainOptions["onError"],
) {
  let claims = 0;
  const worker = async () => {
    while (claims < batch) {
      claims++;
      const claimed = { id: null as number | null };
      try {
        const outcome = await settleNextDue(db, result.failed, claimed);
        if (outcome !== "settled") claims--;
        if (outcome === "none") return;
        if (outcome === "settled") result.settled++;
      } catch (err) {
        // Nothing claimed: the database itself failed (closing, unreachable): the drain stops.
        if (claimed.id === null) throw err;
        result.failed.push(claimed.id);
        onError?.(claimed.id, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return claims;
}

/**
 * Settles every question whose time has come: batch after batch without waiting for the next tick,
 * until a batch comes back short. Several processes drain together (SKIP LOCKED; the settlement state
 * change makes a second attempt a no-op anyway); a failing question is logged, left open and skipped
 * for the rest of this drain, so it never blocks the others. Between batches the drain yields to the
 * event loop; at most `concurrency` settlement transactions (pool connections) are busy at a time.
 */
export async function drainDueQuestions(db: Db, options: DrainOptions = {}): Promise<DrainResult> {
  const batch = options.batch ?? SETTLEMENT_BATCH;
  const concurrency = options.concurrency ?? SETTLEMENT_CONCURRENCY;
  const result: DrainResult = { settled: 0, failed: [] };
  while (!options.stopped?.()) {
    const claims = await settleBatch(db, batch, concurrency, result, options.onError);
    if (claims < batch) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

/** Drains the due questions (see drainDueQuestions); returns how many were settled. */
export async function settleDueQuestions(db: Db, options: DrainOptions = {}): Promise<number> {
  return (await drainDueQuestions(db, options)).settled;
}

/** Runs settlement periodically in this process; survives restarts because its state is the database. */
export const startSettlementJob = reportingJob({
  name: "settlement",
  pass: (app: FastifyInstance, stopped) =>
    drainDueQuestions(app.db, {
      stopped,
      onError: (questionId, err) => app.log.error({ err, questionId }, "settlement of a question failed"),
    }),
  fields: ({ settled, failed }) => (settled || failed.length ? { settled, failed } : null),
  message: "questions settled",
});
