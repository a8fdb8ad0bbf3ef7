import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";
import { couponRecords, coupons } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;

const activeCoupon = and(
  eq(coupons.active, true),
  or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > now()`),
);

const expiredNow = sql<boolean>`coalesce(${coupons.expiresAt} <= now(), false)`;

/** Active coupons with the caller's claim and the claim made with the caller's phone (if any). */
export async function selectOfferedCoupons(db: Reader, userId: number, phone: string | null) {
  const byPhone = alias(couponRecords, "by_phone");
  return db
    .select({ coupon: coupons, recordId: couponRecords.id, phoneRecordId: byPhone.id })
    .from(coupons)
    .leftJoin(couponRecords, and(eq(couponRecords.couponId, coupons.id), eq(couponRecords.userId, userId)))
    .leftJoin(byPhone, and(eq(byPhone.couponId, coupons.id), eq(byPhone.phone, phone ?? "")))
    .where(activeCoupon)
    .orderBy(asc(coupons.amountFen));
}

/** The user's claimed coupon records with their coupons, unused first. */
export async function selectUserRecords(db: Reader, userId: number) {
  return db
    .select({ record: couponRecords, coupon: coupons })
    .from(couponRecords)
    .innerJoin(coupons, eq(coupons.id, couponRecords.couponId))
    .where(eq(couponRecords.userId, userId))
    .orderBy(asc(couponRecords.usedAt), asc(couponRecords.claimedAt));
}

/** A coupon's availability, expiry decided by the database's clock. */
export async function couponAvailability(db: Reader, couponId: number) {
  const [coupon] = await db
    .select({ id: coupons.id, active: coupons.active, expired: expiredNow })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return coupon;
}

/** Records a claim; empty when the user or the phone number already claimed this coupon. */
export async function insertCouponRecord(
  db: Pick<Db, "insert">,
  values: { couponId: number; userId: number; phone: string },
) {
  return db.insert(couponRecords).values(values).onConflictDoNothing().returning();
}

export async function userRecordOfCoupon(db: Reader, userId: number, couponId: number) {
  const [mine] = await db
    .select({ id: couponRecords.id })
    .from(couponRecords)
    .where(and(eq(couponRecords.couponId, couponId), eq(couponRecords.userId, userId)));
  return mine;
}

/** The user's record with its coupon, locking only the record row. */
export async function lockUserRecord(db: Reader, userId: number, recordId: number) {
  const [record] = await db
    .select({ record: couponRecords, coupon: coupons, expired: expiredNow })
    .from(couponRecords)
    .innerJoin(coupons, eq(coupons.id, couponRecords.couponId))
    .where(and(eq(couponRecords.id, recordId), eq(couponRecords.userId, userId)))
    // Only the record is locked: users spending the same coupon do not wait for each other.
    .for("update", { of: couponRecords });
  return record;
}

export async function markRecordUsed(db: Pick<Db, "update">, recordId: number) {
  await db.update(couponRecords).set({ usedAt: sql`now()` }).where(eq(couponRecords.id, recordId));
}

/**
 * Claims unused records whose coupon expires within the notice window and were not told yet
 * (FOR UPDATE SKIP LOCKED: several processes never take the same one).
 */
export async function claimExpiringRecords(db: Pick<Db, "execute">, noticeHours: number, batch: number) {
  return queryRows<{
    id: number;
    user_id: number;
    amount_fen: SqlNumeric;
    expires_at: string;
  }>(
    db,
    sql`select r.id, r.user_id, c.amount_fen, c.expires_at
         from coupon_records r join coupons c on c.id = r.coupon_id
        where r.used_at is null and r.expiry_notified_at is null and c.active
          and c.expires_at > now() and c.expires_at <= now() + make_interval(hours => ${noticeHours}::int)
        order by c.expires_at
        limit ${batch}
        for update of r skip locked`,
  );
}

export async function markExpiryNotified(db: Pick<Db, "execute">, recordId: number) {
  await db.execute(sql`update coupon_records set expiry_notified_at = now() where id = ${recordId}`);
}
