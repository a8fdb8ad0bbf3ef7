import { and, asc, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, rowWhere, type SqlNumeric } from "../../db/rows.js";
import { bankCards, paymentEvents, paymentOrders } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert" | "update">;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
/** A withdrawal as the payout step reads it: whose, how much and to which card. */
export interface WithdrawalToSend {
  id: string;
  user_id: number;
  amount_fen: SqlNumeric;
  card_id: number | null;
}

/** Stores a new order; nothing (empty) when its idempotency key was used already. */
export async function insertPaymentOrder(db: Writer, values: typeof paymentOrders.$inferInsert) {
  return db.insert(paymentOrders).values(values).onConflictDoNothing().returning();
}

/** Stores a new order (the idempotency key was checked before, under the account lock). */
export async function insertWithdrawOrder(db: Writer, values: typeof paymentOrders.$inferInsert) {
  await db.insert(paymentOrders).values(values);
}

export async function setOrderCheckout(
  db: Writer,
  orderId: string,
  providerRef: PaymentOrderRow["providerRef"],
  checkoutUrl: PaymentOrderRow["checkoutUrl"],
) {
  await db.update(paymentOrders).set({ providerRef, checkoutUrl }).where(eq(paymentOrders.id, orderId));
}

/** The user's order of this kind stored under this idempotency key. */
export function orderByKey(
  db: Reader,
  userId: number,
  kind: string,
  key: string,
): Promise<PaymentOrderRow | undefined> {
  return rowWhere(db, paymentOrders, { userId, kind, idempotencyKey: key });
}

/** Locks the user's available-money account row (serializes withdrawals). */
export async function lockUserAvailableAccount(db: Pick<Db, "execute">, userId: number) {
  await db.execute(
    sql`select id from accounts where kind = 'user_available' and user_id = ${userId} for update`,
  );
}

/** Records a provider event; false when it was recorded before. */
export async function recordPaymentEvent(
  db: Writer,
  event: Pick<typeof paymentEvents.$inferInsert, "eventId" | "orderId" | "payload">,
): Promise<boolean> {
  const recorded = await db
    .insert(paymentEvents)
    .values({ eventId: event.eventId, orderId: event.orderId, payload: event.payload })
    .onConflictDoNothing()
    .returning();
  return recorded.length > 0;
}

/** Moves a pending order to its final status; undefined when it was not pending (or is unknown). */
export async function finishPendingOrder(
  db: Writer,
  orderId: string,
  status: string,
): Promise<PaymentOrderRow | undefined> {
  const [order] = await db
    .update(paymentOrders)
    .set({ status, completedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "pending")))
    .returning();
  return order;
}

export async function paymentOrderExists(db: Reader, orderId: string): Promise<boolean> {
  const [exists] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  return exists !== undefined;
}

export async function cardLabel(db: Reader, cardId: number) {
  const [card] = await db
    .select({ bankName: bankCards.bankName, last4: bankCards.last4 })
    .from(bankCards)
    .where(eq(bankCards.id, cardId));
  return card;
}

export async function cardById(db: Reader, cardId: number) {
  const [card] = await db.select().from(bankCards).where(eq(bankCards.id, cardId));
  return card;
}

/** Whether the account is banned now (its withdrawals then wait for an administrator's review). */
export async function isBanned(db: Pick<Db, "execute">, userId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and status = 'banned'`,
  );
  return rows.length > 0;
}

/**
 * A withdrawal the dispatcher may submit: pending, not yet submitted, and needing no review or
 * approved by an administrator (one waiting in the payouts queue, or rejected, is never paid out).
 */
const submittable = sql`kind = 'withdraw' and status = 'pending' and submitted_at is null
  and (review is null or review = 'approved')`;

/** Whether any withdrawal of this provider waits to be submitted (the pending-orders index). */
export async function hasUnsubmittedWithdrawal(db: Pick<Db, "execute">, provider: string): Promise<boolean> {
  const waiting = await queryRows<{ id: string }>(
    db,
    sql`select id from payment_orders where ${submittable} and provider = ${provider} limit 1`,
  );
  return waiting.length > 0;
}

/** Claims the oldest unsubmitted withdrawal of this provider (FOR UPDATE SKIP LOCKED). */
export async function claimUnsubmittedWithdrawal(db: Pick<Db, "execute">, provider: string) {
  const [order] = await queryRows<WithdrawalToSend>(
    db,
    sql`select id, user_id, amount_fen, card_id from payment_orders
          where ${submittable} and provider = ${provider}
          order by created_at limit 1 for update skip locked`,
  );
  return order;
}

export async function markOrderSubmitted(db: Writer, orderId: string, providerRef?: string) {
  await db
    .update(paymentOrders)
    .set(providerRef === undefined ? { submittedAt: sql`now()` } : { submittedAt: sql`now()`, providerRef })
    .where(eq(paymentOrders.id, orderId));
}

/** The user's latest 100 orders, of one kind or all. */
export async function selectOrders(db: Reader, userId: number, kind?: string): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      kind
        ? and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, kind))
        : eq(paymentOrders.userId, userId),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(100);
}

export function userOrder(db: Reader, userId: number, orderId: string): Promise<PaymentOrderRow | undefined> {
  return rowWhere(db, paymentOrders, { id: orderId, userId });
}

/** Submitted orders of this provider still pending and at least `minAgeMs` old (oldest 20). */
export async function submittedPendingOrders(db: Reader, provider: string, minAgeMs: number) {
  return db
    .select({ id: paymentOrders.id, amountFen: paymentOrders.amountFen, ref: paymentOrders.providerRef })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "pending"),
        eq(paymentOrders.provider, provider),
        isNotNull(paymentOrders.providerRef),
        lt(paymentOrders.createdAt, sql`now() - make_interval(secs => ${minAgeMs / 1000})`),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(20);
}
