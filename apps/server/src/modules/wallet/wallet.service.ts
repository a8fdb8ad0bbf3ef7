import { type BalanceLogEntry, type BalanceResponse, fenToYuan } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";

import { authorize } from "../../security/policy.js";

export function assertOwner(callerId: number, userId: number | undefined) {
  authorize(callerId, "wallet.read", { ownerId: userId });
}

/**
 * Balance, withdrawable (earned money — bonuses and fees received, store sales income — minus
 * withdrawals, capped by the balance), bonuses received.
 */
export async function walletBalance(db: Pick<Db, "execute">, userId: number) {
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
  const balance = sqlNumber(row?.balance);
  const received = sqlNumber(row?.received);
  const earned = received + sqlNumber(row?.sales);
  const withdrawable = Math.max(0, Math.min(balance, earned - sqlNumber(row?.withdrawn)));
  return { balanceFen: balance, withdrawableFen: withdrawable, receivedFen: received };
}

export async function balanceResponse(db: Db, userId: number): Promise<BalanceResponse> {
  const b = await walletBalance(db, userId);
  return {
    balance: fenToYuan(b.balanceFen),
    withdrawable: fenToYuan(b.withdrawableFen),
    total_receive_bonus: fenToYuan(b.receivedFen),
  };
}

/**
 * What a balance log entry says happened (BALANCE_LOG_TYPES), from what is stored: a received bonus
 * is a manual payment, a rule payout or an appeal award by its transaction's reason; a positive
 * `withdraw` entry is a failed withdrawal's money coming back. Rows written before the expert fee had
 * its own entries read as before (the fee inside the bonus, a fee refund as refund_bonus).
 */
export function balanceLogType(
  logType: string,
  amountFen: number,
  transactionKind: string,
  reason: string | null,
): string {
  if (logType === "withdraw" && (amountFen > 0 || transactionKind === "withdraw_failed"))
    return "withdraw_refund";
  // An appeal moved a paid bonus (and fee) from this answer to the appellant's (appeals.service).
  if ((logType === "receive_bonus" || logType === "expert_fee") && amountFen < 0) return "appeal_reversal";
  if (logType === "receive_bonus") {
    if (reason === "appeal") return "appeal_award";
    if (reason?.startsWith("rule:")) return "rule_payout";
  }
  return logType;
}

/**
 * The balance log of spec 2: every entry on the user's own account, newest first, so the amounts
 * always add up to the balance. A bonus leaves the publisher's balance when the question is published
 * (`pay_bonus`, into the question's escrow) — that is when the money moves, so that is the entry; no
 * second entry is written when the escrow is paid out (the publisher's balance does not move then).
 * The entry tells the rest of the story from the question, read now (entries are never rewritten):
 * `bonus_status` held / paid / refunded, and once paid `target_user_id` = the winner. A refund (the
 * whole escrow, or an expert fee a non-expert winner does not get) is its own `refund_bonus` entry.
 */
export async function balanceLog(
  db: Db,
  userId: number,
  skip: number,
  limit: number,
): Promise<BalanceLogEntry[]> {
  const rows = await queryRows<{
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
  return rows.map((r) => {
    const amount = sqlNumber(r.amount_fen);
    const escrowed = r.log_type === "pay_bonus";
    const bonusStatus = !escrowed
      ? null
      : r.settlement === "paid"
        ? ("paid" as const)
        : r.settlement === "refunded"
          ? ("refunded" as const)
          : ("held" as const);
    const other = escrowed ? (bonusStatus === "paid" ? r.winner_id : null) : r.counterparty_user_id;
    return {
      id: sqlNumber(r.id),
      type: balanceLogType(r.log_type, amount, r.transaction_kind, r.reason),
      amount: fenToYuan(amount),
      created_at: new Date(r.created_at).toISOString(),
      // Money in: it came from the other party to me; money out: from me to the other party.
      from_user_id: amount > 0 ? other : userId,
      target_user_id: amount > 0 ? userId : other,
      question_id: r.question_id,
      question_title: r.question_title,
      bonus_status: bonusStatus,
    };
  });
}
