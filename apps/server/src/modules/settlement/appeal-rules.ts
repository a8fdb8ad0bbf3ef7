import { APPEAL_WINDOW_DAYS } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";

/**
 * How long answerers may appeal (contracts): APPEAL_WINDOW_DAYS after the deadline of an unpaid
 * question, or after the publisher paid the bonus by hand to another answer. A refund to the publisher
 * of a question with eligible answers waits this long, so the window is real.
 */
export { APPEAL_WINDOW_DAYS };

const WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export type AppealStatus = "open" | "awarded" | "rejected";

/**
 * SQL shared by the settlement rules and by what the question page shows, so the live display and the
 * payout count the same things. Aliases: q the question, c an answer, r a rating of c.
 *
 * An eligible answer competes for the bonus: written by someone other than the publisher, before the
 * deadline (the rules judge the question as it stood at its deadline), not deleted by its author, and
 * not under moderation (pending, hidden or rejected: issue 17) — such an answer is never paid.
 */
export const ELIGIBLE_ANSWER = sql`c.question_id = q.id and c.user_id <> q.user_id and c.created_at < q.deadline
  and c.deleted_at is null and c.moderation is null`;

/**
 * A rating that counts for highest_comment_score: given (last changed) before the deadline, and either
 * the publisher's (always counts, verified phone or not), or by someone who
 * - is not the answer's author,
 * - did not answer the same question themselves before the deadline (a rival cannot vote rivals down;
 *   a deleted answer still makes its author a rival),
 * - has a verified phone (users.verified_phone, unique per account: one phone, one vote).
 */
export const COUNTED_RATING = sql`r.comment_id = c.id and r.updated_at < q.deadline and (
  r.user_id = q.user_id or (
    r.user_id <> c.user_id
    and exists (select 1 from users ru where ru.id = r.user_id and ru.verified_phone is not null)
    and not exists (select 1 from comments rc
      where rc.question_id = q.id and rc.user_id = r.user_id and rc.created_at < q.deadline)))`;

/**
 * highest_comment_score's order over eligible answers with at least one counted rating (the winner is
 * the first): higher average of counted ratings; on a tie, more counted ratings; then the earlier
 * answer; then the lower id (two answers stored in the same instant).
 */
export const SCORE_ORDER = sql`avg(r.score) desc, count(*) desc, c.created_at, c.id`;

/** Why an answerer may not appeal now; null when they may. */
export type AppealRefusal =
  | "cannot_appeal"
  | "already_appealed"
  | "appeal_too_early"
  | "appeal_window_closed"
  | "payout_is_final";

export interface AppealFacts {
  now: Date;
  publisherId: number;
  deadline: Date;
  settlement: string;
  escrowFen: number;
  paidAt: Date | null;
  /** The payout was the publisher's own payment (pay_bonus), not a rule's or an appeal's. */
  paidByPublisher: boolean;
}

/**
 * When appeals are open for a question, or why not (independent of who asks):
 * - unpaid (escrow held): from the deadline to APPEAL_WINDOW_DAYS after it;
 * - paid by the publisher's own payment: from the payment to APPEAL_WINDOW_DAYS after it;
 * - paid by a rule or by an awarded appeal: final (the rules are mechanical, see winningComment);
 * - refunded: closed (a refund with eligible answers waits until the window has passed).
 */
export function appealWindow(
  f: AppealFacts,
): { opensAt: Date; closesAt: Date; refusal: AppealRefusal | null } | { refusal: AppealRefusal } {
  if (f.escrowFen <= 0) return { refusal: "cannot_appeal" };
  let opensAt: Date;
  if (f.settlement === "open") opensAt = f.deadline;
  else if (f.settlement === "paid" && f.paidByPublisher && f.paidAt) opensAt = f.paidAt;
  else if (f.settlement === "paid") return { refusal: "payout_is_final" };
  else return { refusal: "appeal_window_closed" };
  const closesAt = new Date(opensAt.getTime() + WINDOW_MS);
  const now = f.now.getTime();
  const refusal =
    now < opensAt.getTime() ? "appeal_too_early" : now > closesAt.getTime() ? "appeal_window_closed" : null;
  return { opensAt, closesAt, refusal };
}

/** Everything appeal-related about one question and one viewer, read in one statement. */
export async function appealFacts(db: Pick<Db, "execute">, questionId: number, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  const [row] = await queryRows<{
    publisher_id: number;
    deadline: Date | string;
    settlement: string;
    escrow_fen: string | number;
    paid_at: Date | string | null;
    paid_reason: string | null;
    now: Date | string;
    answer_id: number | null;
    my_status: AppealStatus | null;
    statuses: AppealStatus[] | null;
  }>(
    db,
    sql`select q.user_id as publisher_id, q.deadline, q.settlement, q.bonus_fen + q.paid_fen as escrow_fen,
        q.paid_at, now() as now,
        (select t.details->>'reason' from ledger_transactions t
          where t.question_id = q.id and t.kind = 'bonus_payout' order by t.id desc limit 1) as paid_reason,
        (select c.id from comments c where ${ELIGIBLE_ANSWER} and c.user_id = ${viewer} and not c.is_paid
          and (q.paid_at is null or c.created_at < q.paid_at)
          order by c.created_at, c.id limit 1) as answer_id,
        (select a.status from appeals a where a.question_id = q.id and a.appellant_id = ${viewer}) as my_status,
        (select array_agg(a.status) from appeals a where a.question_id = q.id) as statuses
      from questions q where q.id = ${questionId}`,
  );
  if (!row) return null;
  const facts: AppealFacts = {
    now: new Date(row.now),
    publisherId: row.publisher_id,
    deadline: new Date(row.deadline),
    settlement: row.settlement,
    escrowFen: Number(row.escrow_fen),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    paidByPublisher: row.paid_reason === "publisher",
  };
  const statuses = row.statuses ?? [];
  // The question's appeal state: open while any appeal waits; else awarded if one was; else rejected.
  const questionStatus: AppealStatus | null = statuses.includes("open")
    ? "open"
    : statuses.includes("awarded")
      ? "awarded"
      : statuses.length
        ? "rejected"
        : null;
  return { facts, answerId: row.answer_id, myStatus: row.my_status, questionStatus };
}

/** Why this viewer may not appeal on this question now (null: they may), and the window if any. */
export function viewerAppeal(
  facts: AppealFacts,
  viewerId: number | null,
  answerId: number | null,
  myStatus: AppealStatus | null,
) {
  const window = appealWindow(facts);
  let refusal: AppealRefusal | null;
  if (viewerId === null || viewerId === facts.publisherId || answerId === null) refusal = "cannot_appeal";
  else if (myStatus !== null) refusal = "already_appealed";
  else refusal = window.refusal;
  return { refusal, closesAt: "closesAt" in window ? window.closesAt : null };
}

/** The appeal fields of GET /questions/detail/{id}. */
export async function appealView(db: Pick<Db, "execute">, questionId: number, viewerId: number | null) {
  const found = await appealFacts(db, questionId, viewerId);
  if (!found) return { can_appeal: false, appeal_ends_at: null, my_appeal_status: null, appeal_status: null };
  const { refusal, closesAt } = viewerAppeal(found.facts, viewerId, found.answerId, found.myStatus);
  const windowStillAhead = closesAt !== null && closesAt.getTime() > found.facts.now.getTime();
  return {
    can_appeal: refusal === null,
    appeal_ends_at: windowStillAhead && closesAt ? closesAt.toISOString() : null,
    my_appeal_status: found.myStatus,
    appeal_status: found.questionStatus,
  };
}
