import type { OrderStatus } from "@ask/contracts";
import { and, desc, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { pageWithTotal, queryRows, type SqlNumeric } from "../../db/rows.js";
import { merchants, orderLines, orders, products, users } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;

/** Locks the order row (FOR UPDATE): a cancel, a ship and a complete of one order take turns. */
export async function lockOrder(db: Reader, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

/** The entries of a ledger transaction with their accounts: what a refund reverses. */
export async function transactionEntries(db: Pick<Db, "execute">, transactionId: number) {
  return queryRows<{
    kind: string;
    user_id: number | null;
    amount_fen: SqlNumeric;
    log_type: string;
    counterparty_user_id: number | null;
  }>(
    db,
    sql`select a.kind, a.user_id, e.amount_fen, e.log_type, e.counterparty_user_id
          from ledger_entries e join accounts a on a.id = e.account_id
          where e.transaction_id = ${transactionId}
          order by e.id`,
  );
}

/** Puts the quantity back on the shelf (the product may have been withdrawn from sale meanwhile). */
export async function restoreStock(db: Pick<Db, "update">, productId: number, quantity: number) {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

export async function markCancelled(db: Pick<Db, "update">, orderId: number, refundTransactionId: number) {
  await db
    .update(orders)
    .set({ status: "cancelled", cancelledAt: sql`now()`, refundTransactionId })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")));
}

export async function setOrderStatus(db: Pick<Db, "update">, orderId: number, status: OrderStatus) {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** Stamps the given lines shipped (those not shipped yet). */
export async function shipLines(db: Pick<Db, "update">, lineIds: number[]) {
  await db
    .update(orderLines)
    .set({ shippedAt: sql`now()` })
    .where(and(inArray(orderLines.id, lineIds), isNull(orderLines.shippedAt)));
}

/** Stamps the given lines completed (those not completed yet). */
export async function completeLines(db: Pick<Db, "update">, lineIds: number[]) {
  await db
    .update(orderLines)
    .set({ completedAt: sql`now()` })
    .where(and(inArray(orderLines.id, lineIds), isNull(orderLines.completedAt)));
}

/** The order has a line of a merchant this user owns. */
const hasLineOf = (ownerId: number) =>
  exists(
    sql`(select 1 from ${orderLines} join ${merchants} on ${merchants.id} = ${orderLines.merchantId}
          where ${orderLines.orderId} = ${orders.id} and ${merchants.ownerId} = ${ownerId})`,
  );

/** One page of the orders holding lines of the owner's merchants, newest first, with the buyer's name. */
export async function selectMerchantOrders(
  db: Reader,
  ownerId: number,
  page: { skip: number; limit: number },
) {
  const mine = hasLineOf(ownerId);
  const rows = db
    .select({ order: orders, buyerName: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.skip)
    .limit(page.limit);
  return pageWithTotal(db, rows, orders, mine);
}

/** One order holding lines of the owner's merchants, with the buyer's name. */
export async function merchantOrder(db: Reader, ownerId: number, id: number) {
  const [row] = await db
    .select({ order: orders, buyerName: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(eq(orders.id, id), hasLineOf(ownerId)));
  return row;
}
