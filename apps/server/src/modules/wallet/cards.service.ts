import type { BankCard, CreateCardRequest } from "@ask/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  type BankCardRow,
  clearUserDefault,
  deleteUserCard,
  firstUserCardId,
  insertCard,
  lockUserCards,
  selectUserCards,
  setCardDefault,
  userCard,
  userCardIds,
} from "./cards.queries.js";

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

const present = (row: BankCardRow): BankCard => ({
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
  const rows = await selectUserCards(db, userId);
  return rows.map(present);
}

/*
 * lockUserCards serializes one user's card changes (add, delete, set default): each reads the user's cards and then
 * moves the default flags, and the partial unique indexes (one default of each kind per user) would
 * otherwise turn two concurrent changes into a unique violation. A transaction-scoped advisory lock
 * keyed by the user touches no row, so nothing else waits for it.
 */

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
    const existing = await userCardIds(tx, userId);
    // The first card becomes the default for both uses.
    const first = existing.length === 0;
    const defaultPayment = input.is_default_payment || first;
    const defaultReceiving = input.is_default_receiving || first;
    if (defaultPayment) await clearUserDefault(tx, userId, "isDefaultPayment");
    if (defaultReceiving) await clearUserDefault(tx, userId, "isDefaultReceiving");
    const row = await insertCard(tx, {
      userId,
      bankName: input.bank_name,
      brand: cardBrand(input.number),
      last4: input.number.slice(-4),
      expMonth: input.exp_month,
      expYear: input.exp_year,
      isDefaultPayment: defaultPayment,
      isDefaultReceiving: defaultReceiving,
    });
    if (!row) throw new Error("card not stored");
    return present(row);
  });
}

export async function requireOwnCard(db: Pick<Db, "select">, userId: number, cardId: number) {
  const row = await userCard(db, userId, cardId);
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
    await deleteUserCard(tx, userId, cardId);
    const next = await firstUserCardId(tx, userId);
    if (next === undefined) return;
    if (card.isDefaultPayment) await setCardDefault(tx, next, "isDefaultPayment");
    if (card.isDefaultReceiving) await setCardDefault(tx, next, "isDefaultReceiving");
  });
}

/** Makes one of the user's cards the default for payment or receiving (serialized per user). */
export async function setDefaultCard(db: Db, userId: number, cardId: number, kind: "payment" | "receiving") {
  await db.transaction(async (tx) => {
    await lockUserCards(tx, userId);
    await requireOwnCard(tx, userId, cardId);
    const flag = kind === "payment" ? "isDefaultPayment" : "isDefaultReceiving";
    await clearUserDefault(tx, userId, flag);
    await setCardDefault(tx, cardId, flag);
  });
  return listCards(db, userId);
}
