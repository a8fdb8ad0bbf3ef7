import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { payToComment, refundQuestion } from "./bonus.service.js";

/** How long an unpaid publisher_agree question with answers waits for appeals after its deadline. */
export const APPEAL_WINDOW_DAYS = 7;

/**
 * The winning comment by rule, or null (refund). The rules judge the question as it stood at its
 * deadline: only comments created before the deadline are eligible, and only ratings given (last
 * changed) before it count — so the outcome does not depend on when the poll runs or on how long an
 * appeal froze settlement.
 * - first_reply: the earliest comment by another user;
 * - highest_comment_score: the highest average rating, ties → more ratings, then earlier; needs a rating;
 * - first_five_star: the comment the publisher rated 5 stars first. It normally paid at once; it is
 *   still unpaid here when an appeal froze settlement at that moment and was then rejected;
 * - publisher_agree: nobody (only the publisher pays, during the question's life).
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
        where c.question_id = ${questionId} and c.user_id <> q.user_id and c.created_at < q.deadline
        order by c.created_at, c.id limit 1`,
    );
    return row?.id ?? null;
  }
  if (rule === "highest_comment_score") {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from comments c join questions q on q.id = c.question_id
        join comment_ratings r on r.comment_id = c.id and r.updated_at < q.deadline
        where c.question_id = ${questionId} and c.user_id <> q.user_id and c.created_at < q.deadline
        group by c.id, c.created_at
        order by avg(r.score) desc, count(*) desc, c.created_at, c.id limit 1`,
    );
    return row?.id ?? null;
  }
  if (rule === "first_five_star") {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select c.id from comments c join questions q on q.id = c.question_id
        join comment_ratings r on r.comment_id = c.id and r.user_id = q.user_id and r.score = 5
        where c.question_id = ${questionId} and c.user_id <> q.user_id
          and c.created_at < q.deadline and r.updated_at < q.deadline
        order by r.updated_at, c.created_at, c.id limit 1`,
    );
    return row?.id ?? null;
  }
  return null;
}

/**
 * Settles every question whose time has come, one transaction each. `FOR UPDATE SKIP LOCKED` lets
 * several server processes run this together without settling a question twice (and the settlement
 * state change makes a second attempt a no-op anyway). Questions with an open appeal wait.
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
            and (q.bonus_rule <> 'publisher_agree'
              or q.comments_count = 0
              or q.deadline < now() - make_interval(days => ${APPEAL_WINDOW_DAYS}))
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
export function startSettlementJob(app: FastifyInstance, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await settleDueQuestions(app.db);
      if (n) app.log.info({ settled: n }, "questions settled");
    } catch (err) {
      app.log.error({ err }, "settlement failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
