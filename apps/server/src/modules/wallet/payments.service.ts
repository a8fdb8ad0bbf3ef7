import { randomUUID } from "node:crypto";
import { fenToYuan, type PaymentOrder, yuanToFen } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { startPollingJob } from "../../lib/polling-job.js";
import { messageLinks, notify } from "../messages/notify.js";
import { requireVerifiedPhone } from "../verification/verified-phone.js";
import { requireOwnCard } from "./cards.service.js";
import { moneyTransaction, postTransaction } from "./ledger.js";
import type { PaymentEvent, PaymentProvider } from "./payment-provider.js";
import {
  cardById,
  claimUnsubmittedWithdrawal,
  finishPendingOrder,
  hasUnsubmittedWithdrawal,
  insertPaymentOrder,
  insertWithdrawOrder,
  isBanned,
  lockUserAvailableAccount,
  markOrderSubmitted,
  orderByKey,
  type PaymentOrderRow,
  paymentOrderExists,
  recordPaymentEvent,
  selectOrders,
  setOrderCheckout,
  userOrder,
} from "./payments.queries.js";
import { walletBalance } from "./wallet.service.js";
import { notifyWithdrawal } from "./withdrawal-messages.js";

const present = (row: PaymentOrderRow): PaymentOrder => ({
  order_id: row.id,
  kind: row.kind as PaymentOrder["kind"],
  amount: fenToYuan(row.amountFen),
  status: row.status as PaymentOrder["status"],
  provider: row.provider,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/**
 * Starts a recharge: an order and the provider's checkout for it, in one transaction (with an
 * Idempotency-Key, the transaction that stores the reply). Nothing is credited here: the provider's
 * signed webhook completes the order. A repeated key returns the first order.
 */
export async function startRecharge(
  db: Db,
  userId: number,
  amountYuan: number,
  provider: PaymentProvider,
  key?: string,
) {
  return moneyTransaction(db, async (tx) => {
    const id = randomUUID();
    const amountFen = yuanToFen(amountYuan);
    const inserted = await insertPaymentOrder(tx, {
      id,
      userId,
      kind: "recharge",
      amountFen,
      provider: provider.name,
      idempotencyKey: key ?? null,
    });
    if (!inserted[0]) {
      const first = await findByKey(tx, userId, "recharge", key);
      return {
        order_id: first.id,
        status: first.status as PaymentOrder["status"],
        checkout_url: first.checkoutUrl,
      };
    }
    const checkout = await provider.createCheckout({ orderId: id, userId, amountFen });
    await setOrderCheckout(tx, id, checkout.providerRef, checkout.checkoutUrl);
    return { order_id: id, status: "pending" as const, checkout_url: checkout.checkoutUrl };
  });
}

async function findByKey(db: Db, userId: number, kind: string, key: string | undefined) {
  const row = await orderByKey(db, userId, kind, key ?? "");
  if (!row) throw new Error("idempotent order vanished");
  return row;
}

/**
 * Withdraws to one of the user's cards: at most the withdrawable amount, moved at once to
 * withdrawals_pending; the provider then pays out. The user's account row is locked first, so two
 * concurrent withdrawals cannot both pass the check. Above `reviewAboveFen`, or for a banned account,
 * the order waits for an administrator (review 'waiting', the payouts queue) before it is paid out.
 */
export async function startWithdraw(
  db: Db,
  userId: number,
  input: { amount: number; card_id: number },
  provider: PaymentProvider,
  key: string | undefined,
  reviewAboveFen: number,
) {
  const amountFen = yuanToFen(input.amount);
  return moneyTransaction(db, async (tx) => {
    // Cash leaves the platform only for an account with a verified phone (one account per number).
    await requireVerifiedPhone(tx, userId, "Verify your phone number before withdrawing");
    await requireOwnCard(tx, userId, input.card_id);
    if (key) {
      const existing = await orderByKey(tx, userId, "withdraw", key);
      if (existing) return { order_id: existing.id, status: existing.status as PaymentOrder["status"] };
    }
    await lockUserAvailableAccount(tx, userId);
    const { withdrawableFen } = await walletBalance(tx, userId);
    if (amountFen > withdrawableFen) {
      throw new AppError(400, "amount_exceeds_withdrawable", "The amount exceeds your withdrawable balance");
    }
    const id = randomUUID();
    const review = amountFen > reviewAboveFen || (await isBanned(tx, userId)) ? "waiting" : null;
    await insertWithdrawOrder(tx, {
      id,
      userId,
      kind: "withdraw",
      amountFen,
      provider: provider.name,
      cardId: input.card_id,
      idempotencyKey: key ?? null,
      review,
    });
    await postTransaction(tx, {
      kind: "withdraw",
      initiatorId: userId,
      details: { order_id: id },
      postings: [
        { account: { kind: "user_available", userId }, amountFen: -amountFen, logType: "withdraw" },
        { account: { kind: "withdrawals_pending", userId }, amountFen, logType: "internal" },
      ],
    });
    return { order_id: id, status: "pending" as const };
  });
}

/**
 * Applies a verified provider event exactly once: the event id is recorded, and the order moves
 * from pending only once (UPDATE … WHERE status = 'pending'), together with its ledger transaction.
 * An event whose amount differs from the order's moves nothing (409) and is logged by the caller.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<{ applied: boolean }> {
  return moneyTransaction(db, async (tx) => {
    const recorded = await recordPaymentEvent(tx, {
      eventId: event.eventId,
      orderId: event.orderId,
      payload: event.payload ?? {},
    });
    if (!recorded) return { applied: false };
    const order = await finishPendingOrder(tx, event.orderId, event.status);
    if (!order) {
      if (!(await paymentOrderExists(tx, event.orderId)))
        throw new AppError(404, "order_not_found", "Unknown order");
      return { applied: false };
    }
    if (event.amountFen !== undefined && event.amountFen !== order.amountFen) {
      throw new AppError(409, "bad_request", "The event's amount differs from the order's");
    }
    const userId = order.userId;
    const amount = order.amountFen;
    if (order.kind === "recharge" && event.status === "completed") {
      await postTransaction(tx, {
        kind: "recharge",
        initiatorId: userId,
        details: { order_id: order.id },
        postings: [
          { account: { kind: "platform_cash" }, amountFen: -amount, logType: "internal" },
          { account: { kind: "user_available", userId }, amountFen: amount, logType: "recharge" },
        ],
      });
      await notify(tx, userId, "recharge_completed", {
        title: "",
        amountFen: amount,
        link: messageLinks.balanceLog(),
      });
    } else if (order.kind === "withdraw") {
      const completed = event.status === "completed";
      await postTransaction(tx, {
        kind: completed ? "withdraw_complete" : "withdraw_failed",
        initiatorId: userId,
        details: { order_id: order.id },
        postings: [
          { account: { kind: "withdrawals_pending", userId }, amountFen: -amount, logType: "internal" },
          completed
            ? { account: { kind: "platform_cash" }, amountFen: amount, logType: "internal" }
            : { account: { kind: "user_available", userId }, amountFen: amount, logType: "withdraw" },
        ],
      });
      await notifyWithdrawal(tx, order, completed ? null : (event.failureReason ?? "declined"));
    }
    return { applied: true };
  });
}

/**
 * Hands committed withdrawals to the provider (an outbox): each pending, unsubmitted withdrawal is
 * claimed with `FOR UPDATE SKIP LOCKED` (several processes never submit the same one at once),
 * paid out, and marked submitted in the same transaction. A crash after the provider call and before
 * the commit submits it again, which `PaymentProvider.payout` must tolerate (idempotent by order id).
 * A withdrawal whose card was deleted meanwhile fails and its money goes back.
 */
export async function dispatchPayouts(db: Db, provider: PaymentProvider, batch = 20): Promise<number> {
  // One cheap read (the pending-orders index) when there is nothing to do, which is almost always.
  if (!(await hasUnsubmittedWithdrawal(db, provider.name))) return 0;
  let submitted = 0;
  for (; submitted < batch; submitted++) {
    const done = await moneyTransaction(db, async (tx) => {
      const order = await claimUnsubmittedWithdrawal(tx, provider.name);
      if (!order) return false;
      const card = order.card_id ? await cardById(tx, order.card_id) : undefined;
      if (!card) {
        await markOrderSubmitted(tx, order.id);
        await applyPaymentEvent(tx, {
          eventId: `local_card_gone_${order.id}`,
          orderId: order.id,
          status: "failed",
          payload: { reason: "card deleted before the payout" },
          failureReason: "card_removed",
        });
        return true;
      }
      const payout = await provider.payout({
        orderId: order.id,
        userId: order.user_id,
        amountFen: sqlNumber(order.amount_fen),
        card: {
          bankName: card.bankName,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      });
      await markOrderSubmitted(tx, order.id, payout.providerRef);
      return true;
    });
    if (!done) break;
  }
  return submitted;
}

/** Runs the payout dispatcher in this process; its state is the database, so it survives restarts. */
export function startPayoutDispatcher(
  app: { db: Db; payments: PaymentProvider; log: { error: (o: object, m: string) => void } },
  intervalMs = 500,
): () => void {
  return startPollingJob({
    name: "payout dispatch",
    intervalMs,
    log: app.log,
    run: () => dispatchPayouts(app.db, app.payments),
  });
}

export async function listOrders(
  db: Db,
  userId: number,
  kind?: "recharge" | "withdraw",
): Promise<PaymentOrder[]> {
  const rows = await selectOrders(db, userId, kind);
  return rows.map(present);
}

export async function getOrder(db: Db, userId: number, orderId: string): Promise<PaymentOrder> {
  const row = await userOrder(db, userId, orderId);
  if (!row) throw new AppError(404, "order_not_found", "Unknown order");
  return present(row);
}
