import type { VerificationChannel } from "@ask/contracts";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { countries, messages, users, verificationCodes } from "../../db/schema/index.js";

export type Tx = Pick<Db, "select" | "insert" | "update" | "delete">;

export interface UserContact {
  id: number;
  lang: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
}

const contactColumns = {
  id: users.id,
  lang: users.lang,
  email: users.email,
  phone: users.phone,
  country: users.country,
  isEmailVerified: users.isEmailVerified,
  isPhoneVerified: users.isPhoneVerified,
};

export async function findContact(db: Tx, userId: number): Promise<UserContact | undefined> {
  const [row] = await db.select(contactColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Locks the user's row: sending codes for one user happens one at a time (the resend rule holds). */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

export async function dialingCodeOf(db: Tx, countryCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ dialingCode: countries.dialingCode })
    .from(countries)
    .where(eq(countries.code, countryCode.toUpperCase()));
  return row?.dialingCode;
}

export interface CodeRow {
  id: number;
  target: string;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  /** Judged by the database clock, like every other time comparison here. */
  expired: boolean;
  secondsSinceSent: number;
}

/** The newest code of a user and channel; only this one can ever be redeemed. */
export async function latestCode(
  db: Tx,
  userId: number,
  channel: VerificationChannel,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      target: verificationCodes.target,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
      consumed: sql<boolean>`${verificationCodes.consumedAt} is not null`,
      expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
      secondsSinceSent: sql<number>`extract(epoch from now() - ${verificationCodes.sentAt})::float8`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.channel, channel)))
    .orderBy(desc(verificationCodes.sentAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** A new code makes the older ones of the same channel useless. */
export async function expireOpenCodes(tx: Tx, userId: number, channel: VerificationChannel): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.channel, channel),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    );
}

export async function insertCode(
  tx: Tx,
  row: { userId: number; channel: VerificationChannel; target: string; codeHash: string; ttlSeconds: number },
): Promise<number> {
  const [inserted] = await tx
    .insert(verificationCodes)
    .values({
      userId: row.userId,
      channel: row.channel,
      target: row.target,
      codeHash: row.codeHash,
      expiresAt: sql`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .returning({ id: verificationCodes.id });
  if (!inserted) throw new Error("verification code insert returned nothing");
  return inserted.id;
}

/** A code whose delivery failed is removed, so that the user may ask again at once. */
export async function deleteCode(db: Tx, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Takes one attempt before the code is compared, atomically: however many requests race, a code is
 * compared at most `maxAttempts` times. Returns the attempts used, or null when the code is spent,
 * expired or out of attempts.
 */
export async function claimAttempt(db: Tx, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}

export async function consumeCode(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Marks the email verified only if it is still the address the code was sent to. */
export async function markEmailVerified(tx: Tx, userId: number, email: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ isEmailVerified: true })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks the phone verified only if phone and country are still the ones the code was sent for, and
 * records the number's key (unique: a number another account verified raises a unique violation).
 */
export async function markPhoneVerified(
  tx: Tx,
  userId: number,
  phone: string,
  country: string,
  key: string,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ isPhoneVerified: true, verifiedPhone: key })
    .where(and(eq(users.id, userId), eq(users.phone, phone), eq(users.country, country)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function insertSystemMessage(
  db: Tx,
  row: { userId: number; kind: string; title: string; content: string },
): Promise<void> {
  await db.insert(messages).values(row);
}
