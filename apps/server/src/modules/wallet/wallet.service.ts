import { type BalanceLogEntry, type BalanceResponse, fenToYuan } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { authorize } from "../../security/policy.js";
import { balanceSums, selectBalanceLog } from "./wallet.queries.js";

export function assertOwner(callerId: number, userId: number | undefined) {
  authorize(callerId, "wallet.read", { ownerId: userId });
}

/**
 * Balance, withdrawable (earned money — bonuses and fees received, store sales income — minus
 * withdrawals, capped by the balance), bonuses received.
 */
export async function walletBalance(db: Pick<Db, "execute">, userId: number) {
  const row = await balanceSums(db, userId);
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
  // A cancelled order's payment reversed (store/fulfilment.service): back to the buyer, from the seller.
  if (transactionKind === "order_refund") return "order_refund";
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
  const rows = await selectBalanceLog(db, userId, skip, limit);
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
