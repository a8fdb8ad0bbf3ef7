import {
  fenToYuan,
  type MerchantOrder,
  type MerchantOrderList,
  type Order,
  type OrderStatus,
} from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { notify } from "../messages/notify.js";
import { type AccountRef, moneyTransaction, type Posting, postTransaction } from "../wallet/ledger.js";
import {
  completeLines,
  lockOrder,
  markCancelled,
  merchantOrder,
  restoreStock,
  selectMerchantOrders,
  setOrderStatus,
  shipLines,
  transactionEntries,
} from "./fulfilment.queries.js";
import { type LineRow, type OrderRow, selectLines, username } from "./orders.queries.js";
import { cancellable, getOrder, orderNotFound, presentLine } from "./orders.service.js";

/**
 * What happens to a paid order after checkout (issue 18): the buyer cancels it before anything
 * ships (refund and stock back), each merchant ships and completes its own lines. Every change locks
 * the order row first (FOR UPDATE), so a double cancel refunds once and a cancel racing a ship has
 * exactly one winner; the loser gets 409.
 */

const notCancellable = () =>
  new AppError(
    409,
    "order_not_cancellable",
    "This order can no longer be cancelled: it has shipped or is closed",
  );
const notShippable = () => new AppError(409, "order_not_shippable", "A cancelled order cannot be shipped");
const notCompletable = () =>
  new AppError(409, "order_not_completable", "Only a shipped order that is not cancelled can be completed");
const refundUnfunded = () =>
  new AppError(
    409,
    "order_refund_unfunded",
    "The seller no longer holds the money of this order, so it cannot be refunded here: please contact support",
  );

export const orderLink = (orderId: number) => `/order?id=${orderId}`;
export const merchantOrdersLink = () => "/merchantOrders";

/** The reverse of a ledger transaction's entries (every entry negated), for user accounts only. */
async function reversal(tx: Db, transactionId: number): Promise<Posting[]> {
  const entries = await transactionEntries(tx, transactionId);
  return entries.map((e) => {
    if (e.kind !== "user_available" || e.user_id === null) {
      throw new Error(`order payment ${transactionId} holds a ${e.kind} entry`);
    }
    const account: AccountRef = { kind: "user_available", userId: Number(e.user_id) };
    return {
      account,
      amountFen: -sqlNumber(e.amount_fen),
      logType: e.log_type as Posting["logType"],
      counterpartyUserId: e.counterparty_user_id,
    };
  });
}

/** The per-owner sums of the lines, in fen. */
function byOwner(lines: LineRow[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.ownerId, (sums.get(l.ownerId) ?? 0) + l.unitPriceFen * l.quantity);
  return sums;
}

/**
 * The buyer cancels a paid order that has not started shipping. In one money transaction, with the
 * order row locked: the payment's ledger transaction is reversed entry by entry (the buyer gets back
 * exactly what was paid, each merchant owner gives back exactly what it received), the stock returns
 * to each product, the order becomes `cancelled` with its refund transaction, and the buyer and each
 * merchant owner get a message. Checkout credits the merchant owner's wallet at once, so a merchant
 * who has withdrawn that money meanwhile cannot fund the refund: 409 order_refund_unfunded and
 * nothing changes (the platform does not create money to cover it). Another user's order is 404.
 */
export async function cancelOrder(db: Db, callerId: number, id: number): Promise<Order> {
  return moneyTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.buyerId !== callerId) throw orderNotFound();
    const lines = await selectLines(tx, [id]);
    if (!cancellable(order, lines) || order.ledgerTransactionId === null) throw notCancellable();

    let refundId: number;
    try {
      const posted = await postTransaction(tx, {
        kind: "order_refund",
        initiatorId: callerId,
        details: { order_id: id, reverses: order.ledgerTransactionId },
        postings: await reversal(tx, order.ledgerTransactionId),
      });
      refundId = posted.id;
    } catch (err) {
      if (err instanceof AppError && err.code === "insufficient_balance") throw refundUnfunded();
      throw err;
    }
    const quantities = new Map<number, number>();
    for (const l of lines) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
    for (const productId of [...quantities.keys()].sort((a, b) => a - b)) {
      await restoreStock(tx, productId, quantities.get(productId) ?? 0);
    }
    await markCancelled(tx, id, refundId);

    await notify(tx, callerId, "order_cancelled", {
      title: String(id),
      amountFen: order.totalFen,
      link: orderLink(id),
    });
    const buyerName = (await username(tx, callerId)) ?? "";
    for (const [ownerId, amountFen] of byOwner(lines)) {
      await notify(tx, ownerId, "order_cancelled_merchant", {
        title: String(id),
        amountFen,
        name: buyerName,
        link: merchantOrdersLink(),
      });
    }
    return getOrder(tx, callerId, id);
  });
}

function presentForMerchant(order: OrderRow, buyerName: string, mine: LineRow[]): MerchantOrder {
  const live = order.status !== "cancelled";
  return {
    id: order.id,
    status: order.status as OrderStatus,
    buyer_name: buyerName,
    contact: order.contact,
    created_at: order.createdAt.toISOString(),
    cancelled_at: order.cancelledAt ? order.cancelledAt.toISOString() : null,
    lines: mine.map(presentLine),
    total: fenToYuan(mine.reduce((sum, l) => sum + l.unitPriceFen * l.quantity, 0)),
    can_ship: live && mine.some((l) => l.shippedAt === null),
    can_complete: live && mine.every((l) => l.shippedAt !== null) && mine.some((l) => l.completedAt === null),
  };
}

/** The orders holding lines of the caller's merchants, newest first, each with only those lines. */
export async function listMerchantOrders(
  db: Db,
  callerId: number,
  page: { skip: number; limit: number },
): Promise<MerchantOrderList> {
  const { rows, total } = await selectMerchantOrders(db, callerId, page);
  if (!rows.length) return { items: [], total };
  const lines = await selectLines(
    db,
    rows.map((r) => r.order.id),
  );
  const items = rows.map((r) =>
    presentForMerchant(
      r.order,
      r.buyerName,
      lines.filter((l) => l.orderId === r.order.id && l.ownerId === callerId),
    ),
  );
  return { items, total };
}

type Step = "ship" | "complete";

/**
 * A merchant owner ships, or completes, its own lines of an order (a line of another merchant is not
 * its to touch); once every line of the order has reached the step, so has the order. The order row is
 * locked first. An order without a line of the caller's is 404 (the buyer and other merchants too).
 * Shipping a cancelled order: 409 order_not_shippable; completing before the caller's lines shipped or
 * a cancelled order: 409 order_not_completable. Repeating a step already done changes nothing.
 */
async function advance(db: Db, callerId: number, id: number, step: Step): Promise<MerchantOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const lines = order ? await selectLines(tx, [id]) : [];
    const mine = lines.filter((l) => l.ownerId === callerId);
    if (!order || !mine.length) throw orderNotFound();
    if (order.status === "cancelled") throw step === "ship" ? notShippable() : notCompletable();

    const todo =
      step === "ship" ? mine.filter((l) => l.shippedAt === null) : mine.filter((l) => l.completedAt === null);
    if (step === "complete" && mine.some((l) => l.shippedAt === null)) throw notCompletable();
    if (todo.length) {
      const ids = todo.map((l) => l.id);
      await (step === "ship" ? shipLines(tx, ids) : completeLines(tx, ids));
      const after = await selectLines(tx, [id]);
      const done = after.every((l) => (step === "ship" ? l.shippedAt : l.completedAt) !== null);
      if (done) await setOrderStatus(tx, id, step === "ship" ? "shipped" : "completed");
      await notify(tx, order.buyerId, step === "ship" ? "order_shipped" : "order_completed", {
        title: String(id),
        name: mine[0]?.merchantName ?? "",
        link: orderLink(id),
      });
    }
    const row = await merchantOrder(tx, callerId, id);
    if (!row) throw orderNotFound();
    return presentForMerchant(
      row.order,
      row.buyerName,
      (await selectLines(tx, [id])).filter((l) => l.ownerId === callerId),
    );
  });
}

export const shipOrder = (db: Db, callerId: number, id: number) => advance(db, callerId, id, "ship");
export const completeOrder = (db: Db, callerId: number, id: number) => advance(db, callerId, id, "complete");
