import type { PayoutItem, PayoutList, PayoutReview } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { appendAudit } from "../moderation/audit.queries.js";
import { moneyTransaction, postTransaction } from "../wallet/ledger.js";
import { userOrder } from "../wallet/payments.queries.js";
import { notifyWithdrawal } from "../wallet/withdrawal-messages.js";
import {
  countWaitingPayouts,
  decideWaitingPayout,
  holdUnsubmittedWithdrawals,
  type PayoutRow,
  payoutById,
  selectPayouts,
} from "./payouts.queries.js";

const iso = (value: Date | string) => new Date(value).toISOString();

const present = (row: PayoutRow): PayoutItem => ({
  order_id: row.id,
  user_id: row.user_id,
  username: row.username,
  user_banned: row.user_status === "banned",
  amount_fen: sqlNumber(row.amount_fen),
  order_status: row.status,
  review: row.review as PayoutReview,
  card: row.last4 ? `${row.bank_name ?? ""} ****${row.last4}`.trim() : null,
  created_at: iso(row.created_at),
  reviewed_by: row.reviewer,
  reviewed_at: row.reviewed_at ? iso(row.reviewed_at) : null,
  review_note: row.review_note,
});

/** The payouts queue (administrators): one review state, with how many wait in all. */
export async function listPayouts(db: Db, review: PayoutReview, limit: number): Promise<PayoutList> {
  const [rows, waiting] = await Promise.all([selectPayouts(db, review, limit), countWaitingPayouts(db)]);
  return { items: rows.map(present), waiting_count: waiting };
}

async function notWaiting(db: Db, orderId: string): Promise<never> {
  const row = await payoutById(db, orderId);
  if (!row) throw notFound("Withdrawal");
  throw new AppError(409, "payout_decided", "This withdrawal was already decided");
}

/**
 * Approves a waiting withdrawal: the payout dispatcher submits it at its next round. Decided once
 * (a second decision, or one racing this, gets 409) and audited in the same transaction.
 */
export async function approvePayout(db: Db, actorId: number, orderId: string, note: string | null) {
  return moneyTransaction(db, async (tx) => {
    const order = await decideWaitingPayout(tx, orderId, { review: "approved", reviewerId: actorId, note });
    if (!order) return notWaiting(tx, orderId);
    await appendAudit(tx, {
      actorId,
      action: "payout_approve",
      targetType: "payment_order",
      targetId: orderId,
      note,
      detail: { user_id: order.user_id, amount_fen: sqlNumber(order.amount_fen) },
    });
    return present((await payoutById(tx, orderId)) as PayoutRow);
  });
}

/**
 * Rejects a waiting withdrawal: in one transaction the order fails, its money goes back from
 * withdrawals_pending to the user's balance through the ledger (like a provider's failure event), the
 * user is told, and the decision is audited. Decided once: the order leaves 'waiting' in the same
 * UPDATE that fails it, so two concurrent rejections return the money once.
 */
export async function rejectPayout(db: Db, actorId: number, orderId: string, note: string) {
  return moneyTransaction(db, async (tx) => {
    const decided = await decideWaitingPayout(tx, orderId, { review: "rejected", reviewerId: actorId, note });
    if (!decided) return notWaiting(tx, orderId);
    const order = await userOrder(tx, decided.user_id, orderId);
    if (!order) throw new Error(`withdrawal ${orderId} vanished`);
    await postTransaction(tx, {
      kind: "withdraw_failed",
      initiatorId: order.userId,
      details: { order_id: order.id, rejected_by: actorId },
      postings: [
        {
          account: { kind: "withdrawals_pending", userId: order.userId },
          amountFen: -order.amountFen,
          logType: "internal",
        },
        {
          account: { kind: "user_available", userId: order.userId },
          amountFen: order.amountFen,
          logType: "withdraw",
        },
      ],
    });
    await notifyWithdrawal(tx, order, "rejected_in_review");
    await appendAudit(tx, {
      actorId,
      action: "payout_reject",
      targetType: "payment_order",
      targetId: orderId,
      note,
      detail: { user_id: order.userId, amount_fen: order.amountFen },
    });
    return present((await payoutById(tx, orderId)) as PayoutRow);
  });
}

/**
 * Called inside the ban's transaction (moderation/bans.service.ts): the banned user's withdrawals not
 * yet handed to the provider wait for an administrator's review, so their money leaves only after it.
 */
export async function holdWithdrawalsOfBannedUser(tx: Pick<Db, "execute">, userId: number): Promise<void> {
  await holdUnsubmittedWithdrawals(tx, userId);
}
