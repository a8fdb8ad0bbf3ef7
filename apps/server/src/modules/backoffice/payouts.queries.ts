import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";
import type { WithdrawalToSend } from "../wallet/payments.queries.js";

type Exec = Pick<Db, "execute">;

export interface PayoutRow {
  id: string;
  user_id: number;
  username: string;
  user_status: string;
  amount_fen: SqlNumeric;
  status: string;
  review: string;
  bank_name: string | null;
  last4: string | null;
  created_at: Date | string;
  reviewer: string | null;
  reviewed_at: Date | string | null;
  review_note: string | null;
}

const payoutColumns = sql`o.id, o.user_id, u.username, u.status as user_status, o.amount_fen, o.status,
  o.review, c.bank_name, c.last4, o.created_at, r.username as reviewer, o.reviewed_at, o.review_note`;
const payoutJoins = sql`join users u on u.id = o.user_id
  left join bank_cards c on c.id = o.card_id
  left join users r on r.id = o.reviewed_by`;

/**
 * Withdrawals of one review state: the waiting ones oldest first (a queue; the partial index on
 * created_at where review = 'waiting'), the decided ones latest decision first.
 */
export async function selectPayouts(db: Exec, review: string, limit: number): Promise<PayoutRow[]> {
  const order = review === "waiting" ? sql`o.created_at, o.id` : sql`o.reviewed_at desc, o.id`;
  return queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payment_orders o ${payoutJoins}
      where o.kind = 'withdraw' and o.review = ${review} order by ${order} limit ${limit}`,
  );
}

export async function payoutById(db: Exec, orderId: string): Promise<PayoutRow | undefined> {
  const [row] = await queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payment_orders o ${payoutJoins}
      where o.id = ${orderId} and o.kind = 'withdraw' and o.review is not null`,
  );
  return row;
}

export async function countWaitingPayouts(db: Exec): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_orders where review = 'waiting'`,
  );
  return row?.n ?? 0;
}

/**
 * Decides a waiting withdrawal, once: the UPDATE matches only while review = 'waiting' (and the order
 * is still pending and unsubmitted), so of two concurrent decisions exactly one changes the row.
 * A rejection fails the order in the same statement. Returns the order, or undefined when it was not
 * waiting (decided already, or no such withdrawal).
 */
export async function decideWaitingPayout(
  db: Exec,
  orderId: string,
  decision: { review: "approved" | "rejected"; reviewerId: number; note: string | null },
) {
  const reject = decision.review === "rejected";
  const [row] = await queryRows<WithdrawalToSend>(
    db,
    sql`update payment_orders set review = ${decision.review}, reviewed_by = ${decision.reviewerId},
        reviewed_at = now(), review_note = ${decision.note}
        ${reject ? sql`, status = 'failed', completed_at = now()` : sql``}
      where id = ${orderId} and kind = 'withdraw' and review = 'waiting' and status = 'pending'
        and submitted_at is null
      returning id, user_id, amount_fen, card_id`,
  );
  return row;
}

/**
 * Puts every pending, not yet submitted withdrawal of the user back in the payouts queue (an
 * approval given before a ban no longer counts). A withdrawal the dispatcher is submitting holds its
 * row lock: this waits for it, then finds it submitted and leaves it.
 */
export async function holdUnsubmittedWithdrawals(db: Exec, userId: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update payment_orders set review = 'waiting', reviewed_by = null, reviewed_at = null,
        review_note = null
      where user_id = ${userId} and kind = 'withdraw' and status = 'pending' and submitted_at is null
        and review is distinct from 'waiting'
      returning id`,
  );
  return rows.map((r) => r.id);
}
