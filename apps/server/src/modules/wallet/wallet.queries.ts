import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";

type Reader = Pick<Db, "execute">;

/** The user's balance and the sums of earned, sold and withdrawn money on it, in one statement. */
export async function balanceSums(db: Reader, userId: number) {
  const [row] = await queryRows<{
    balance: SqlNumeric;
    received: SqlNumeric;
    sales: SqlNumeric;
    withdrawn: SqlNumeric;
  }>(
    db,
    sql`select
      coalesce((select balance_fen from accounts where kind = 'user_available' and user_id = ${userId}), 0) as balance,
      coalesce((select sum(e.amount_fen) from ledger_entries e join accounts a on a.id = e.account_id
        where a.kind = 'user_available' and a.user_id = ${userId} and e.log_type in ('receive_bonus', 'expert_fee')), 0) as received,
      coalesce((select sum(e.amount_fen) from ledger_entries e join accounts a on a.id = e.account_id
        where a.kind = 'user_available' and a.user_id = ${userId} and e.log_type = 'order_income'), 0) as sales,
      coalesce((select -sum(e.amount_fen) from ledger_entries e join accounts a on a.id = e.account_id
        where a.kind = 'user_available' and a.user_id = ${userId} and e.log_type = 'withdraw'), 0) as withdrawn`,
  );
  return row;
}

/** One page of the entries on the user's own account, newest first, with their question's state. */
export async function selectBalanceLog(db: Reader, userId: number, skip: number, limit: number) {
  return queryRows<{
    id: SqlNumeric;
    log_type: string;
    amount_fen: SqlNumeric;
    created_at: Date | string;
    counterparty_user_id: number | null;
    transaction_kind: string;
    reason: string | null;
    question_id: number | null;
    question_title: string | null;
    settlement: string | null;
    winner_id: number | null;
  }>(
    db,
    sql`select e.id, e.log_type, e.amount_fen, e.created_at, e.counterparty_user_id,
        t.kind as transaction_kind, t.details->>'reason' as reason, q.id as question_id, q.title as question_title, q.settlement, c.user_id as winner_id
      from ledger_entries e join accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      left join questions q on q.id = t.question_id
      left join comments c on c.id = q.paid_comment_id
      where a.kind = 'user_available' and a.user_id = ${userId}
      order by e.created_at desc, e.id desc offset ${skip} limit ${limit}`,
  );
}
