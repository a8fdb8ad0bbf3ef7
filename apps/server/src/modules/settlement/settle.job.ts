import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { reportingJob } from "../../lib/polling-job.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { APPEAL_WINDOW_DAYS, COUNTED_RATING, ELIGIBLE_ANSWER, SCORE_ORDER } from "./appeal-rules.js";
import { payToComment, refundQuestion } from "./bonus.service.js";
import { settleClaimedBatch } from "./settle-batch.js";

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
  /**
   * Questions per batch: one transaction claims and settles up to this many set-based; the drain goes
   * on at once after a full batch and stops after a short one.
   */
  batch?: number;
  /** Settlement transactions at a time in this process (each holds one pool connection). */
  concurrency?: number;
  /** Checked between batches: true stops the drain (the server is closing). */
  stopped?: () => boolean;
  /** Told about a question whose settlement failed (it stays open and is tried again by the next drain). */
  onError?: (questionId: number, err: unknown) => void;
  /** Told about a batch whose set-based settlement failed: its questions are then settled one by one. */
  onBatchError?: (questionIds: number[], err: unknown) => void;
  /**
   * After a full batch, the drain rests this many times the batch's own duration before the next one
   * (default SETTLEMENT_REST_RATIO), so requests keep a share of the CPU and the database while a
   * backlog drains.
   */
  restRatio?: number;
  /** How the drain rests (tests observe it); by default a timer. */
  rest?: (ms: number) => Promise<void>;
}

export interface DrainResult {
  settled: number;
  /** Questions whose settlement failed in this drain, each tried once. */
  failed: number[];
}

/**
 * Defaults (docs/ARCHITECTURE.md, settlement): a batch of 500 questions per transaction, settled
 * set-based with a constant number of statements (settle-batch.ts), one batch transaction at a time
 * per process (one pool connection, about one core while it runs; several processes drain together).
 */
export const SETTLEMENT_BATCH = 500;
export const SETTLEMENT_CONCURRENCY = 1;
/**
 * Rest after a full batch, as a multiple of its duration: 1 means a draining process settles at most
 * half of the time. Measured (bench, 2026-11-28, idle 2 cores): without rest 100,000 questions drained
 * in 16.5 s by 2 processes while the uncached list's p99 rose 2.2–2.5×, over the issue's 2×; the
 * target leaves 60 s for the drain.
 */
export const SETTLEMENT_REST_RATIO = 1;

/**
 * A question is due: open, past its deadline, no open appeal (one can only have been opened inside
 * the appeal window), and when it would be refunded although someone answered in time, the appeal
 * window has passed.
 */
const DUE = sql`q.settlement = 'open' and q.deadline < now()
  and not exists (select 1 from appeals a where a.question_id = q.id and a.status = 'open')
  and (q.deadline < now() - make_interval(days => ${APPEAL_WINDOW_DAYS})
    or not exists (select 1 from comments c where ${ELIGIBLE_ANSWER})
    or ${HAS_WINNER})`;

/**
 * Claims up to `limit` due questions, the earliest deadlines first (`FOR UPDATE SKIP LOCKED`: another
 * transaction's question is skipped, never waited for, and never settled twice), leaving out `skip`
 * (failed earlier in the drain); `only` claims that question alone if it is due.
 */
async function claimDue(tx: Pick<Db, "execute">, limit: number, skip: readonly number[], only?: number) {
  return queryRows<{ id: number; bonus_rule: string }>(
    tx,
    sql`select q.id, q.bonus_rule from questions q
      where ${DUE}
        ${only === undefined ? sql`` : sql`and q.id = ${only}`}
        ${
          skip.length
            ? sql`and q.id not in (${sql.join(
                skip.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
      order by q.deadline limit ${limit}
      for update skip locked`,
  );
}

/**
 * The per-question path (the fallback of a failed batch): claims this question if it is still due and
 * settles it in its own transaction (winningComment, then payToComment or refundQuestion).
 */
async function settleOneDue(db: Db, questionId: number, skip: readonly number[]) {
  return moneyTransaction(db, async (tx) => {
    const [due] = await claimDue(tx, 1, skip, questionId);
    // Failed in this drain (another batch's fallback) after the claim above was sent: not twice.
    if (!due || skip.includes(due.id)) return false;
    const winner = await winningComment(tx, due.id, due.bonus_rule);
    if (winner !== null) await payToComment(tx, due.id, winner, `rule:${due.bonus_rule}`);
    else await refundQuestion(tx, due.id, `rule:${due.bonus_rule}`);
    return true;
  });
}

/**
 * One batch: claims up to `batch` due questions in one transaction and settles them set-based
 * (settle-batch.ts). If that transaction fails after its claim (a constraint, a trigger, anything of
 * one question), it rolls back whole and the same questions are settled one by one with the
 * per-question path, each in its own transaction: a failing question is reported, left open and
 * skipped for the rest of the drain, the others settle. Returns how many questions it claimed.
 */
async function settleBatch(
  db: Db,
  batch: number,
  result: DrainResult,
  { onError, onBatchError }: Pick<DrainOptions, "onError" | "onBatchError">,
) {
  let claimed: number[] = [];
  try {
    await moneyTransaction(db, async (tx) => {
      claimed = [];
      const due = await claimDue(tx, batch, result.failed);
      claimed = due.map((q) => q.id);
      await settleClaimedBatch(tx, due);
    });
    result.settled += claimed.length;
    return claimed.length;
  } catch (err) {
    // Nothing claimed: the database itself failed (closing, unreachable): the drain stops.
    if (!claimed.length) throw err;
    onBatchError?.(claimed, err);
  }
  for (const id of claimed) {
    if (result.failed.includes(id)) continue;
    try {
      if (await settleOneDue(db, id, result.failed)) result.settled++;
    } catch (err) {
      result.failed.push(id);
      onError?.(id, err);
    }
  }
  return claimed.length;
}

/**
 * Settles every question whose time has come: batch after batch without waiting for the next tick,
 * until a batch comes back short. Several processes drain together (SKIP LOCKED; the settlement state
 * change makes a second attempt a no-op anyway); a failing question is logged, left open and skipped
 * for the rest of this drain, so it never blocks the others. Between batches the drain yields to the
 * event loop; at most `concurrency` settlement transactions (pool connections) are busy at a time.
 */
export async function drainDueQuestions(db: Db, options: DrainOptions = {}): Promise<DrainResult> {
  const batch = Math.max(1, options.batch ?? SETTLEMENT_BATCH);
  const concurrency = Math.max(1, options.concurrency ?? SETTLEMENT_CONCURRENCY);
  const restRatio = Math.max(0, options.restRatio ?? SETTLEMENT_REST_RATIO);
  const rest = options.rest ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const result: DrainResult = { settled: 0, failed: [] };
  let more = true;
  const worker = async () => {
    while (more && !options.stopped?.()) {
      const started = performance.now();
      const claims = await settleBatch(db, batch, result, options);
      if (claims < batch) more = false;
      else if (restRatio > 0) await rest(Math.round((performance.now() - started) * restRatio));
      else await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
      onBatchError: (questionIds, err) =>
        app.log.warn(
          { err, questions: questionIds.length, first: questionIds[0] },
          "set-based settlement of a batch failed; settling its questions one by one",
        ),
    }),
  fields: ({ settled, failed }) => (settled || failed.length ? { settled, failed } : null),
  message: "questions settled",
});

/**
 * The per-question path for one question (tests compare the batch with it): settles the question in
 * its own transaction if it is due; false when it was not (not due, or claimed elsewhere).
 */
export const settleDueQuestion = (db: Db, questionId: number): Promise<boolean> =>
  settleOneDue(db, questionId, []);
