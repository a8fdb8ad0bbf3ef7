import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, rowWhere, type SqlNumeric, tablePage } from "../../db/rows.js";
import { merchants, orderLines, orders, products, users } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert" | "update">;
export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect & { merchantName: string; ownerId: number };

/** The lines of these orders with their merchant's name and owner, in id order. */
export async function selectLines(db: Reader, orderIds: number[]): Promise<LineRow[]> {
  const rows = await db
    .select({ line: orderLines, merchantName: merchants.name, ownerId: merchants.ownerId })
    .from(orderLines)
    .innerJoin(merchants, eq(merchants.id, orderLines.merchantId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
  return rows.map((r) => ({ ...r.line, merchantName: r.merchantName, ownerId: r.ownerId }));
}

/** One page of the buyer's orders, newest first, and how many there are. */
export function selectBuyerOrders(db: Reader, buyerId: number, page: { skip: number; limit: number }) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  return tablePage(db, orders, eq(orders.buyerId, buyerId), newestFirst, page);
}

export function buyerOrder(db: Reader, buyerId: number, id: number): Promise<OrderRow | undefined> {
  return rowWhere(db, orders, { id, buyerId });
}

export function buyerOrderByKey(db: Reader, buyerId: number, key: string): Promise<OrderRow | undefined> {
  return rowWhere(db, orders, { buyerId, idempotencyKey: key });
}

/** The active, published products among these ids (one under moderation cannot be bought), with their merchant's owner. */
export async function activeProductOwners(db: Reader, ids: number[]) {
  return db
    .select({ id: products.id, ownerId: merchants.ownerId })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(inArray(products.id, ids), eq(products.active, true), isNull(products.moderation)));
}

/**
 * Takes `quantity` items of an active product by one conditional UPDATE (… and stock >= quantity);
 * undefined when there are not enough. Returns the product as it is after the update.
 */
export async function takeStock(db: Pick<Db, "execute">, productId: number, quantity: number) {
  const [row] = await queryRows<{
    id: number;
    merchant_id: number;
    owner_id: number;
    name: string;
    price_fen: SqlNumeric;
    stock: number;
    warning_level: number;
  }>(
    db,
    sql`update products p set stock = p.stock - ${quantity}
            from merchants m
            where p.id = ${productId} and p.active and p.moderation is null and p.stock >= ${quantity}
              and m.id = p.merchant_id
            returning p.id, p.merchant_id, m.owner_id, p.name, p.price_fen, p.stock, p.warning_level`,
  );
  return row;
}

/** Stores an order; undefined when its idempotency key was used already. */
export async function insertOrder(
  db: Writer,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [order] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return order;
}

export async function insertLines(db: Writer, lines: (typeof orderLines.$inferInsert)[]) {
  await db.insert(orderLines).values(lines);
}

export async function setOrderTransaction(db: Writer, orderId: number, ledgerTransactionId: number) {
  await db.update(orders).set({ ledgerTransactionId }).where(eq(orders.id, orderId));
}

export async function username(db: Reader, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return user?.name;
}

/** Opens a stock-check task for the product unless one is open. */
export async function openStockCheck(db: Pick<Db, "execute">, productId: number, stock: number) {
  await db.execute(
    sql`insert into stock_check_tasks (product_id, stock_at_creation) values (${productId}, ${stock})
            on conflict (product_id) where status = 'open' do nothing`,
  );
}
