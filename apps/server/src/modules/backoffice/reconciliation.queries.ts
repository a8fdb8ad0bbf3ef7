import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";

type Exec = Pick<Db, "execute">;

/** How many discrepancies of each kind are listed (the count is always complete). */
export const LISTED = 200;

/** Per account kind: how many accounts, the sum of their balances and the sum of their entries. */
export async function balancesByKind(db: Exec) {
  return queryRows<{ kind: string; accounts: number; balance: SqlNumeric; entries: SqlNumeric | null }>(
    db,
    sql`select a.kind, count(*)::int as accounts, sum(a.balance_fen) as balance, sum(e.total) as entries
      from accounts a
      left join (select account_id, sum(amount_fen) as total from ledger_entries group by account_id) e
        on e.account_id = a.id
      group by a.kind`,
  );
}

/** Per account kind: credits and debits of one day [from, to). */
export async function dayMovementsByKind(db: Exec, from: Date, to: Date) {
  return queryRows<{ kind: string; credit: SqlNumeric | null; debit: SqlNumeric | null }>(
    db,
    sql`select a.kind,
        sum(e.amount_fen) filter (where e.amount_fen > 0) as credit,
        sum(e.amount_fen) filter (where e.amount_fen < 0) as debit
      from ledger_entries e join accounts a on a.id = e.account_id
      where e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
      group by a.kind`,
  );
}

/** One day's ledger transactions, and the recharges and payouts that completed that day. */
export async function dayTotals(db: Exec, from: Date, to: Date) {
  const [row] = await queryRows<{
    transactions: number;
    recharged: SqlNumeric | null;
    withdrawn: SqlNumeric | null;
  }>(
    db,
    sql`select
        (select count(*)::int from ledger_transactions
          where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}) as transactions,
        (select sum(amount_fen) from payment_orders where kind = 'recharge' and status = 'completed'
          and completed_at >= ${from.toISOString()} and completed_at < ${to.toISOString()}) as recharged,
        (select sum(amount_fen) from payment_orders where kind = 'withdraw' and status = 'completed'
          and completed_at >= ${from.toISOString()} and completed_at < ${to.toISOString()}) as withdrawn`,
  );
  return row;
}

export interface OrderCheckRow {
  order_id: string;
  kind: string | null;
  user_id: number | null;
  status: string | null;
  amount_fen: SqlNumeric | null;
  created_at: Date | string | null;
  expected: SqlNumeric;
  moved: SqlNumeric;
  missing: boolean;
  stale: boolean;
}

/**
 * Every payment order against the ledger transactions that name it (details.order_id), by the
 * transaction kinds its state demands: a completed recharge one `recharge` of its amount; a
 * withdrawal one `withdraw` (the money set aside) and, once finished, one `withdraw_complete` or
 * `withdraw_failed`; a failed recharge none. The amounts (credits) are compared kind by kind;
 * `expected` and `moved` are their sums over the kinds. Also returned: pending orders older than a day (not waiting for review), and ledger transactions
 * naming an order that does not exist. One pass over orders and over the order transactions.
 */
export async function orderDiscrepancies(db: Exec, limit: number) {
  const rows = sql`with moved as (
      select t.details->>'order_id' as order_id, t.kind, sum(e.amount_fen) filter (where e.amount_fen > 0) as fen
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.kind in ('recharge', 'withdraw', 'withdraw_complete', 'withdraw_failed')
        and t.details->>'order_id' is not null
      group by 1, 2),
    expected as (
      select o.id::text as order_id, k.kind, case when k.kind <> 'order' then o.amount_fen end as fen
      from payment_orders o
      cross join lateral (values
        -- every order once (no amount, matches nothing), so a pending one is looked at too
        ('order'),
        (case when o.kind = 'recharge' and o.status = 'completed' then 'recharge' end),
        (case when o.kind = 'withdraw' then 'withdraw' end),
        (case when o.kind = 'withdraw' and o.status = 'completed' then 'withdraw_complete' end),
        (case when o.kind = 'withdraw' and o.status = 'failed' then 'withdraw_failed' end)) as k(kind)
      where k.kind is not null),
    compared as (
      select coalesce(x.order_id, m.order_id) as order_id,
        sum(coalesce(x.fen, 0)) as expected, sum(coalesce(m.fen, 0)) as moved,
        bool_or(x.fen is distinct from m.fen) as differs,
        bool_or(x.fen is not null and m.fen is null) as missing
      from expected x full join moved m on m.order_id = x.order_id and m.kind = x.kind
      group by 1)
    select c.order_id, o.kind, o.user_id, o.status, o.amount_fen, o.created_at, c.expected, c.moved, c.missing,
      (o.status = 'pending' and o.review is distinct from 'waiting'
        and o.created_at < now() - interval '1 day') as stale
    from compared c left join payment_orders o on o.id::text = c.order_id
    where c.differs or (o.status = 'pending' and o.review is distinct from 'waiting'
        and o.created_at < now() - interval '1 day')`;
  const [listed, counts] = await Promise.all([
    queryRows<OrderCheckRow>(db, sql`${rows} order by o.created_at nulls first, c.order_id limit ${limit}`),
    queryRows<{ n: number; checked: number }>(
      db,
      sql`select (select count(*)::int from (${rows}) d) as n, (select count(*)::int from payment_orders) as checked`,
    ),
  ]);
  return { listed, count: counts[0]?.n ?? 0, checked: counts[0]?.checked ?? 0 };
}

export interface EscrowCheckRow {
  question_id: number;
  settlement: string;
  held: SqlNumeric;
  expected: SqlNumeric;
}

/**
 * Question escrows against what their questions should hold: an open question its bonus and expert
 * fee (bonus_fen + paid_fen), a settled one nothing. Totals, and the questions that disagree.
 */
export async function escrowCheck(db: Exec, limit: number) {
  const rows = sql`select q.id as question_id, q.settlement, coalesce(a.balance_fen, 0) as held,
      case when q.settlement = 'open' then q.bonus_fen + q.paid_fen else 0 end as expected
    from questions q left join accounts a on a.kind = 'question_escrow' and a.question_id = q.id
    where (q.settlement = 'open' or a.balance_fen <> 0)`;
  const mismatched = sql`select * from (${rows}) r where r.held <> r.expected`;
  const [listed, totals] = await Promise.all([
    queryRows<EscrowCheckRow>(db, sql`${mismatched} order by question_id limit ${limit}`),
    queryRows<{ held: SqlNumeric | null; expected: SqlNumeric | null; open: number; n: number }>(
      db,
      sql`select
        (select sum(balance_fen) from accounts where kind = 'question_escrow') as held,
        (select sum(expected) from (${rows}) r) as expected,
        (select count(*)::int from questions where settlement = 'open') as open,
        (select count(*)::int from (${mismatched}) m) as n`,
    ),
  ]);
  return { listed, totals: totals[0] };
}
