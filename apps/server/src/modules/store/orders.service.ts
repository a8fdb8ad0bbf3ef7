import {
  type CreateOrderRequest,
  fenToYuan,
  type Order,
  type OrderList,
  type OrderStatus,
  yuanToFen,
} from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { messageLinks, notify } from "../messages/notify.js";
import { moneyTransaction, type Posting, postTransaction } from "../wallet/ledger.js";
import { ownContact } from "./contacts.service.js";
import {
  activeProductOwners,
  buyerOrder,
  buyerOrderByKey,
  insertLines,
  insertOrder,
  type LineRow,
  type OrderRow,
  openStockCheck,
  selectBuyerOrders,
  selectLines,
  setOrderTransaction,
  takeStock,
  username,
} from "./orders.queries.js";
import { productNotFound } from "./products.service.js";

export const orderNotFound = () => new AppError(404, "order_not_found", "This order does not exist");

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The latest of the lines' stamps once every line has one (the moment the order reached that step). */
const whenAll = (stamps: (Date | null)[]): string | null =>
  stamps.length && stamps.every((d) => d !== null)
    ? iso(new Date(Math.max(...stamps.map((d) => (d as Date).getTime()))))
    : null;

export const presentLine = (l: LineRow) => ({
  product_id: l.productId,
  merchant_id: l.merchantId,
  merchant_name: l.merchantName,
  name: l.name,
  price: fenToYuan(l.unitPriceFen),
  quantity: l.quantity,
  line_total: fenToYuan(l.unitPriceFen * l.quantity),
  shipped_at: iso(l.shippedAt),
  completed_at: iso(l.completedAt),
});

/** Paid and no line shipped: the buyer may still cancel. */
export const cancellable = (order: OrderRow, lines: LineRow[]) =>
  order.status === "paid" && lines.every((l) => l.shippedAt === null);

const present = (order: OrderRow, lines: LineRow[]): Order => ({
  id: order.id,
  status: order.status as OrderStatus,
  total: fenToYuan(order.totalFen),
  lines: lines.map(presentLine),
  contact: order.contact,
  created_at: order.createdAt.toISOString(),
  shipped_at: whenAll(lines.map((l) => l.shippedAt)),
  completed_at: whenAll(lines.map((l) => l.completedAt)),
  cancelled_at: iso(order.cancelledAt),
  can_cancel: cancellable(order, lines),
});

async function withLines(db: Pick<Db, "select">, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await selectLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((o) =>
    present(
      o,
      lines.filter((l) => l.orderId === o.id),
    ),
  );
}

/** The caller's orders, newest first. */
export async function listOrders(
  db: Db,
  callerId: number,
  page: { skip: number; limit: number },
): Promise<OrderList> {
  const { rows, total } = await selectBuyerOrders(db, callerId, page);
  return { items: await withLines(db, rows), total };
}

/** One of the caller's orders; anyone else's is 404. */
export async function getOrder(db: Pick<Db, "select">, callerId: number, id: number): Promise<Order> {
  const row = await buyerOrder(db, callerId, id);
  if (!row) throw orderNotFound();
  const [order] = await withLines(db, [row]);
  if (!order) throw orderNotFound();
  return order;
}

/** Thrown inside the transaction when another request with the same key got there first. */
class AlreadyPlaced extends Error {}

interface TakenLine {
  productId: number;
  merchantId: number;
  ownerId: number;
  name: string;
  priceFen: number;
  quantity: number;
  stock: number;
  warningLevel: number;
}

/**
 * Places and pays an order in one database transaction:
 * - the delivery contact must be the caller's;
 * - each product's stock is taken by one conditional UPDATE (… and stock >= q): of many buyers
 *   racing for the last items, exactly as many succeed as there are items, the rest get 409
 *   out_of_stock and the whole order rolls back. Products are taken in id order (no deadlocks);
 * - the total is computed from the prices of the locked rows and must equal the total the buyer saw
 *   (409 price_changed);
 * - one balanced ledger transaction moves the money: buyer −total (order_payment), each merchant
 *   owner +their lines (order_income); a short balance is 402 and nothing changes;
 * - a product left at or below its warning level gets an open stock-check task (at most one).
 * A repeated Idempotency-Key returns the first order and moves nothing.
 */
export async function placeOrder(
  db: Db,
  callerId: number,
  request: CreateOrderRequest,
  key?: string,
): Promise<Order> {
  try {
    return await moneyTransaction(db, async (tx) => {
      if (key) {
        const first = await buyerOrderByKey(tx, callerId, key);
        if (first) return getOrder(tx, callerId, first.id);
      }
      const contact = await ownContact(tx, callerId, request.contact_id);

      const quantities = new Map<number, number>();
      for (const item of request.items) {
        quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
      }
      const ids = [...quantities.keys()].sort((a, b) => a - b);

      // Existence and ownership first, so that the answer does not depend on stock.
      const known = await activeProductOwners(tx, ids);
      for (const id of ids) {
        const product = known.find((p) => p.id === id);
        if (!product) throw productNotFound();
        if (product.ownerId === callerId) {
          throw new AppError(400, "cannot_buy_own", "You cannot buy your own merchant's products");
        }
      }

      const taken: TakenLine[] = [];
      for (const id of ids) {
        const quantity = quantities.get(id) ?? 0;
        const row = await takeStock(tx, id, quantity);
        if (!row) throw new AppError(409, "out_of_stock", "Not enough stock left for this order");
        taken.push({
          productId: Number(row.id),
          merchantId: Number(row.merchant_id),
          ownerId: Number(row.owner_id),
          name: row.name,
          priceFen: sqlNumber(row.price_fen),
          quantity,
          stock: Number(row.stock),
          warningLevel: Number(row.warning_level),
        });
      }

      const totalFen = taken.reduce((sum, l) => sum + l.priceFen * l.quantity, 0);
      if (totalFen !== yuanToFen(request.expected_total)) {
        throw new AppError(409, "price_changed", "Prices changed since you looked: please review the order");
      }

      const order = await insertOrder(tx, {
        buyerId: callerId,
        totalFen,
        contact: { name: contact.name, phone: contact.phone, address: contact.address },
        idempotencyKey: key ?? null,
      });
      if (!order) throw new AlreadyPlaced();
      await insertLines(
        tx,
        taken.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          merchantId: l.merchantId,
          name: l.name,
          unitPriceFen: l.priceFen,
          quantity: l.quantity,
        })),
      );

      const byOwner = new Map<number, number>();
      for (const l of taken) byOwner.set(l.ownerId, (byOwner.get(l.ownerId) ?? 0) + l.priceFen * l.quantity);
      const postings: Posting[] = [];
      for (const [ownerId, amountFen] of byOwner) {
        postings.push(
          {
            account: { kind: "user_available", userId: callerId },
            amountFen: -amountFen,
            logType: "order_payment",
            counterpartyUserId: ownerId,
          },
          {
            account: { kind: "user_available", userId: ownerId },
            amountFen,
            logType: "order_income",
            counterpartyUserId: callerId,
          },
        );
      }
      const posted = await postTransaction(tx, {
        kind: "order",
        initiatorId: callerId,
        idempotencyKey: key ?? null,
        details: { order_id: order.id },
        postings,
      });
      if (posted.replayed) throw new AlreadyPlaced();
      await setOrderTransaction(tx, order.id, posted.id);
      // The buyer and each seller hear of the money that moved, with a link to the order / balance log.
      await notify(tx, callerId, "order_paid", {
        title: String(order.id),
        amountFen: totalFen,
        link: `/orders?placed=${order.id}`,
      });
      const buyerName = await username(tx, callerId);
      for (const [ownerId, amountFen] of byOwner) {
        await notify(tx, ownerId, "order_income", {
          title: String(order.id),
          amountFen,
          name: buyerName ?? "",
          link: messageLinks.balanceLog(),
        });
      }

      for (const l of taken) {
        if (l.stock > l.warningLevel) continue;
        await openStockCheck(tx, l.productId, l.stock);
      }
      return getOrder(tx, callerId, order.id);
    });
  } catch (err) {
    if (!(err instanceof AlreadyPlaced) || !key) throw err;
    // A concurrent request with the same key committed first: answer with its order.
    const first = await buyerOrderByKey(db, callerId, key);
    if (!first) throw err;
    return getOrder(db, callerId, first.id);
  }
}
