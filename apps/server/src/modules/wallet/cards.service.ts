import type { BankCard, CreateCardRequest } from "@ask/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { bankCards, paymentOrders } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";

type CardInput = z.output<typeof CreateCardRequest>;

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): BankCard["brand"] {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if (number.startsWith("4")) return "visa";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (number.startsWith("62")) return "unionpay";
  if (two === 35) return "jcb";
  if (number.startsWith("6011") || number.startsWith("65")) return "discover";
  return "other";
}

const present = (row: typeof bankCards.$inferSelect): BankCard => ({
  id: row.id,
  bank_name: row.bankName,
  brand: row.brand as BankCard["brand"],
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  is_default_payment: row.isDefaultPayment,
  is_default_receiving: row.isDefaultReceiving,
});

export async function listCards(db: Db, userId: number): Promise<BankCard[]> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(eq(bankCards.userId, userId))
    .orderBy(asc(bankCards.id));
  return rows.map(present);
}

/** Namespace of the per-user advisory lock that serializes a user's card changes. */
const CARD_LOCK = 7_242_100;

/**
 * Serializes one user's card changes (add, delete, set default): each reads the user's cards and then
 * moves the default flags, and the partial unique indexes (one default of each kind per user) would
 * otherwise turn two concurrent changes into a unique violation. A transaction-scoped advisory lock
 * keyed by the user touches no row, so nothing else waits for it.
 */
async function lockUserCards(tx: Pick<Db, "execute">, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CARD_LOCK}, ${userId})`);
}

/** Adds a card after the Luhn and expiry checks; keeps only brand, last four digits and expiry. */
export async function addCard(db: Db, userId: number, input: CardInput, now = new Date()): Promise<BankCard> {
  if (!luhnValid(input.number)) throw new AppError(400, "invalid_card", "The card number is not valid");
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (input.exp_year < year || (input.exp_year === year && input.exp_month < month)) {
    throw new AppError(400, "invalid_card", "The card has expired");
  }
  return db.transaction(async (tx) => {
    await lockUserCards(tx, userId);
    const existing = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(eq(bankCards.userId, userId));
    // The first card becomes the default for both uses.
    const first = existing.length === 0;
    const defaultPayment = input.is_default_payment || first;
    const defaultReceiving = input.is_default_receiving || first;
    if (defaultPayment)
      await tx.update(bankCards).set({ isDefaultPayment: false }).where(eq(bankCards.userId, userId));
    if (defaultReceiving)
      await tx.update(bankCards).set({ isDefaultReceiving: false }).where(eq(bankCards.userId, userId));
    const [row] = await tx
      .insert(bankCards)
      .values({
        userId,
        bankName: input.bank_name,
        brand: cardBrand(input.number),
        last4: input.number.slice(-4),
        expMonth: input.exp_month,
        expYear: input.exp_year,
        isDefaultPayment: defaultPayment,
        isDefaultReceiving: defaultReceiving,
      })
      .returning();
    if (!row) throw new Error("card not stored");
    return present(row);
  });
}

export async function requireOwnCard(db: Pick<Db, "select">, userId: number, cardId: number) {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
  if (!row) throw new AppError(404, "card_not_found", "This card does not exist");
  return row;
}

/**
 * Deletes one of the user's cards. When it was a default (payment or receiving) and other cards
 * remain, the oldest remaining card becomes that default, so a user with cards always has both.
 */
export async function deleteCard(db: Db, userId: number, cardId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserCards(tx, userId);
    const card = await requireOwnCard(tx, userId, cardId);
    // Orders keep their history; the card reference is cleared.
    await tx.update(paymentOrders).set({ cardId: null }).where(eq(paymentOrders.cardId, cardId));
    await tx.delete(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
    const [next] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(eq(bankCards.userId, userId))
      .orderBy(asc(bankCards.id))
      .limit(1);
    if (!next) return;
    if (card.isDefaultPayment)
      await tx.update(bankCards).set({ isDefaultPayment: true }).where(eq(bankCards.id, next.id));
    if (card.isDefaultReceiving)
      await tx.update(bankCards).set({ isDefaultReceiving: true }).where(eq(bankCards.id, next.id));
  });
}

/** Makes one of the user's cards the default for payment or receiving (serialized per user). */
export async function setDefaultCard(db: Db, userId: number, cardId: number, kind: "payment" | "receiving") {
  await db.transaction(async (tx) => {
    await lockUserCards(tx, userId);
    await requireOwnCard(tx, userId, cardId);
    if (kind === "payment") {
      await tx.update(bankCards).set({ isDefaultPayment: false }).where(eq(bankCards.userId, userId));
      await tx.update(bankCards).set({ isDefaultPayment: true }).where(eq(bankCards.id, cardId));
    } else {
      await tx.update(bankCards).set({ isDefaultReceiving: false }).where(eq(bankCards.userId, userId));
      await tx.update(bankCards).set({ isDefaultReceiving: true }).where(eq(bankCards.id, cardId));
    }
  });
  return listCards(db, userId);
}
