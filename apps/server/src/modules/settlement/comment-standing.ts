import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { type AppealStatus, COUNTED_RATING, ELIGIBLE_ANSWER } from "./appeal-rules.js";
import { winningComment } from "./settle.job.js";

export interface CommentStanding {
  rule_score: { avg: number | null; count: number } | null;
  leading: boolean;
  appeal_status: AppealStatus | null;
}

export const NO_STANDING: CommentStanding = { rule_score: null, leading: false, appeal_status: null };

/**
 * What the answers of one question show about the bonus, counted exactly as the settlement counts:
 * under highest_comment_score each answer's score from the counted ratings (COUNTED_RATING) and which
 * answer leads (winningComment, as if the question settled now); each answer's appeal.
 */
export async function commentStandings(
  db: Pick<Db, "execute">,
  questionId: number,
  commentIds: number[],
): Promise<Map<number, CommentStanding>> {
  const out = new Map<number, CommentStanding>();
  if (!commentIds.length) return out;
  const ids = sql.join(
    commentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [question] = await queryRows<{ bonus_rule: string; settlement: string }>(
    db,
    sql`select bonus_rule, settlement from questions where id = ${questionId}`,
  );
  const byScore = question?.bonus_rule === "highest_comment_score";
  const [scores, appealRows, leader] = await Promise.all([
    byScore
      ? queryRows<{ id: number; avg: string | number | null; n: number }>(
          db,
          sql`select c.id, avg(r.score) as avg, count(r.comment_id)::int as n
            from comments c join questions q on q.id = c.question_id
            left join comment_ratings r on ${COUNTED_RATING}
            where c.id in (${ids}) and ${ELIGIBLE_ANSWER} group by c.id`,
        )
      : [],
    queryRows<{ comment_id: number; status: AppealStatus }>(
      db,
      sql`select comment_id, status from appeals where question_id = ${questionId} and comment_id in (${ids})`,
    ),
    byScore && question?.settlement === "open"
      ? winningComment(db, questionId, "highest_comment_score")
      : Promise.resolve(null),
  ]);
  for (const id of commentIds) out.set(id, { ...NO_STANDING });
  for (const row of scores) {
    const standing = out.get(row.id);
    if (standing)
      standing.rule_score = {
        avg: row.avg === null ? null : Math.round(Number(row.avg) * 100) / 100,
        count: Number(row.n),
      };
  }
  for (const row of appealRows) {
    const standing = out.get(row.comment_id);
    if (standing) standing.appeal_status = row.status;
  }
  if (leader !== null) {
    const standing = out.get(leader);
    if (standing) standing.leading = true;
  }
  return out;
}
