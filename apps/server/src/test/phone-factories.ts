import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema/index.js";

/** A Chinese mobile number nobody else in the test database has (11 digits, starts with 1). */
export const uniqueMobile = () => `1${String(randomInt(3_000_000_000, 9_999_999_999))}`;

/**
 * Gives a user a verified phone number directly in the database, as a finished SMS verification would
 * (coupon claims and withdrawals need one). Returns the number's key (users.verified_phone).
 */
export async function verifyPhone(
  app: Pick<FastifyInstance, "db">,
  userId: number,
  phone = uniqueMobile(),
): Promise<string> {
  const key = `+86${phone}`;
  await app.db
    .update(users)
    .set({ country: "CN", phone, isPhoneVerified: true, verifiedPhone: key })
    .where(eq(users.id, userId));
  return key;
}
