import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";

/**
 * The key a verified number is known by (users.verified_phone, coupon_records.phone): the dial code
 * and the national digits without leading trunk zeros, so one line is one key however it was typed
 * (`0138…` and `138…` under +86, or the same +1 number saved as US and as CA).
 */
export function phoneKey(dialCode: string, phone: string): string | null {
  const digits = phone.replace(/\D/g, "").replace(/^0+/, "");
  if (!digits) return null;
  return `${dialCode.startsWith("+") ? dialCode : `+${dialCode}`}${digits}`;
}

/** The caller's verified number, or null when the phone is not verified. */
export async function verifiedPhoneOf(db: Pick<Db, "select">, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.verifiedPhone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/**
 * Promotions and withdrawals need a verified phone number (one account per number), so throwaway
 * accounts cannot farm coupons and cash them out: 403 `phone_not_verified` otherwise.
 */
export async function requireVerifiedPhone(
  db: Pick<Db, "select">,
  userId: number,
  detail: string,
): Promise<string> {
  const phone = await verifiedPhoneOf(db, userId);
  if (!phone) throw new AppError(403, "phone_not_verified", detail);
  return phone;
}

/** A unique violation of `index` anywhere in the error's cause chain (drizzle wraps driver errors). */
export function isUniqueViolation(err: unknown, index: string): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === index || message?.includes(index))) return true;
  }
  return false;
}

export const phoneInUse = () =>
  new AppError(
    409,
    "phone_in_use",
    "This phone number is already verified by another account; one number belongs to one account",
  );

/** Whether another account holds this number (verified). */
export async function phoneHeldByOther(
  db: Pick<Db, "select">,
  userId: number,
  key: string,
): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.verifiedPhone, key));
  return row !== undefined && row.id !== userId;
}
