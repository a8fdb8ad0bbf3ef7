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

/**
 * Settles every question whose time has come, one transaction each. `FOR UPDATE SKIP LOCKED` lets
 * several server processes run this together without settling a question twice (and the settlement
 * state change makes a second attempt a no-op anyway). A question waits only for its open appeals
 * (which can only have been opened inside the appeal window) and, when it would be refunded although
 * someone answered in time, for the appeal window to pass.
 */
export async function settleDueQuestions(db: Db, batch = 20): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await moneyTransaction(db, async (tx) => {
      const [due] = await queryRows<{ id: number; bonus_rule: string }>(
        tx,
        sql`select q.id, q.bonus_rule from questions q
          where q.settlement = 'open' and q.deadline < now()
            and not exists (select 1 from appeals a where a.question_id = q.id and a.status = 'open')
            and (q.deadline < now() - make_interval(days => ${APPEAL_WINDOW_DAYS})
              or not exists (select 1 from comments c where ${ELIGIBLE_ANSWER})
              or ${HAS_WINNER})
          order by q.deadline limit 1
          for update skip locked`,
      );
      if (!due) return false;
      const winner = await winningComment(tx, due.id, due.bonus_rule);
      if (winner !== null) await payToComment(tx, due.id, winner, `rule:${due.bonus_rule}`);
      else await refundQuestion(tx, due.id, `rule:${due.bonus_rule}`);
      return true;
    });
    if (!done) break;
    settled++;
    if (settled >= batch) break;
  }
  return settled;
}

/** Runs settlement periodically in this process; survives restarts because its state is the database. */
export const startSettlementJob = reportingJob({
  name: "settlement",
  pass: (app: FastifyInstance) => settleDueQuestions(app.db),
  fields: (settled) => (settled ? { settled } : null),
  message: "questions settled",
});
