import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowWhere } from "../../db/rows.js";
import { bankCards, paymentOrders } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert" | "update" | "delete">;
export type BankCardRow = typeof bankCards.$inferSelect;

/** Namespace of the per-user advisory lock that serializes a user's card changes. */
const CARD_LOCK = 7_242_100;

/** Takes the transaction-scoped advisory lock on one user's cards (touches no row). */
export async function lockUserCards(tx: Pick<Db, "execute">, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CARD_LOCK}, ${userId})`);
}

export async function selectUserCards(db: Reader, userId: number): Promise<BankCardRow[]> {
  return db.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(asc(bankCards.id));
}

export async function userCardIds(db: Reader, userId: number) {
  return db.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.userId, userId));
}

/** The user's oldest card, if any. */
export async function firstUserCardId(db: Reader, userId: number): Promise<number | undefined> {
  const [next] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(eq(bankCards.userId, userId))
    .orderBy(asc(bankCards.id))
    .limit(1);
  return next?.id;
}

export function userCard(db: Reader, userId: number, cardId: number): Promise<BankCardRow | undefined> {
  return rowWhere(db, bankCards, { id: cardId, userId });
}

export async function insertCard(db: Writer, values: typeof bankCards.$inferInsert) {
  const [row] = await db.insert(bankCards).values(values).returning();
  return row;
}

type DefaultFlag = "isDefaultPayment" | "isDefaultReceiving";

/** Clears one default flag on all of the user's cards. */
export async function clearUserDefault(db: Writer, userId: number, flag: DefaultFlag) {
  await db
    .update(bankCards)
    .set(flag === "isDefaultPayment" ? { isDefaultPayment: false } : { isDefaultReceiving: false })
    .where(eq(bankCards.userId, userId));
}

/** Sets one default flag on one card. */
export async function setCardDefault(db: Writer, cardId: number, flag: DefaultFlag) {
  await db
    .update(bankCards)
    .set(flag === "isDefaultPayment" ? { isDefaultPayment: true } : { isDefaultReceiving: true })
    .where(eq(bankCards.id, cardId));
}

/** Deletes the user's card; orders keep their history with the card reference cleared. */
export async function deleteUserCard(db: Writer, userId: number, cardId: number) {
  await db.update(paymentOrders).set({ cardId: null }).where(eq(paymentOrders.cardId, cardId));
  await db.delete(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
}
