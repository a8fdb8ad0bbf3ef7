import { type Coupon, type CouponRecord, DEFAULT_LOCALE, fenToYuan, type Locale } from "@ask/contracts";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { couponRecords, coupons } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { localize } from "../../lib/localize.js";
import { moneyTransaction, postTransaction } from "./ledger.js";
import { walletBalance } from "./wallet.service.js";

const activeCoupon = and(
  eq(coupons.active, true),
  or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > now()`),
);

/** The coupons on offer, each marked claimed when the caller already holds it. */
export async function listCoupons(db: Db, userId: number, lang: Locale = DEFAULT_LOCALE): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, recordId: couponRecords.id })
    .from(coupons)
    .leftJoin(couponRecords, and(eq(couponRecords.couponId, coupons.id), eq(couponRecords.userId, userId)))
    .where(activeCoupon)
    .orderBy(asc(coupons.amountFen));
  return rows.map(({ coupon, recordId }) => ({
    id: coupon.id,
    amount: fenToYuan(coupon.amountFen),
    threshold: fenToYuan(coupon.thresholdFen),
    description: localize(coupon.description, lang),
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    claimed: recordId !== null,
  }));
}

/** The caller's claimed coupons (used ones too, marked), newest first. */
export async function listRecords(
  db: Db,
  userId: number,
  lang: Locale = DEFAULT_LOCALE,
): Promise<CouponRecord[]> {
  const rows = await db
    .select({ record: couponRecords, coupon: coupons })
    .from(couponRecords)
    .innerJoin(coupons, eq(coupons.id, couponRecords.couponId))
    .where(eq(couponRecords.userId, userId))
    .orderBy(asc(couponRecords.usedAt), asc(couponRecords.claimedAt));
  return rows.map(({ record, coupon }) => ({
    record_id: record.id,
    coupon_id: coupon.id,
    amount: fenToYuan(coupon.amountFen),
    threshold: fenToYuan(coupon.thresholdFen),
    description: localize(coupon.description, lang),
    used: record.usedAt !== null,
    claimed_at: record.claimedAt.toISOString(),
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    usable: record.usedAt === null && couponUnavailable(coupon) === null,
  }));
}

/** Why a coupon can no longer be claimed or used (the database's clock decides expiry), or null. */
function couponUnavailable(coupon: { active: boolean; expiresAt: Date | null }, now = new Date()) {
  if (!coupon.active) return "inactive" as const;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return "expired" as const;
  return null;
}

/** 410 for a coupon that was withdrawn or has expired: it can be neither claimed nor used. */
function assertCouponAvailable(coupon: { active: boolean; expired: boolean }) {
  if (!coupon.active) throw new AppError(410, "coupon_inactive", "This coupon has been withdrawn");
  if (coupon.expired) throw new AppError(410, "coupon_expired", "This coupon has expired");
}

const expiredNow = sql<boolean>`coalesce(${coupons.expiresAt} <= now(), false)`;

/**
 * One claim per user per coupon (a unique index decides, even for concurrent claims). An unknown
 * coupon is 404; a withdrawn or expired one is 410 (coupon_inactive / coupon_expired).
 */
export async function claimCoupon(db: Db, userId: number, couponId: number, lang?: Locale) {
  const [coupon] = await db
    .select({ id: coupons.id, active: coupons.active, expired: expiredNow })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) throw new AppError(404, "coupon_not_found", "This coupon does not exist");
  assertCouponAvailable(coupon);
  const inserted = await db
    .insert(couponRecords)
    .values({ couponId, userId })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length)
    throw new AppError(409, "coupon_already_claimed", "You have already claimed this coupon");
  const record = (await listRecords(db, userId, lang)).find((r) => r.record_id === inserted[0]?.id);
  if (!record) throw new Error("claimed coupon vanished");
  return record;
}

/**
 * Uses a claimed coupon once: when the balance reaches its threshold, its amount is credited from the
 * platform's promotions account. The record is marked used in the same transaction. A coupon that
 * was withdrawn or has expired since it was claimed is refused with 410.
 */
export async function useCoupon(db: Db, userId: number, recordId: number) {
  return moneyTransaction(db, async (tx) => {
    const [record] = await tx
      .select({ record: couponRecords, coupon: coupons, expired: expiredNow })
      .from(couponRecords)
      .innerJoin(coupons, eq(coupons.id, couponRecords.couponId))
      .where(and(eq(couponRecords.id, recordId), eq(couponRecords.userId, userId)))
      // Only the record is locked: users spending the same coupon do not wait for each other.
      .for("update", { of: couponRecords });
    if (!record) throw new AppError(404, "coupon_not_found", "This coupon record does not exist");
    if (record.record.usedAt)
      throw new AppError(409, "coupon_already_used", "This coupon has already been used");
    assertCouponAvailable({ active: record.coupon.active, expired: record.expired });
    const { balanceFen } = await walletBalance(tx, userId);
    if (balanceFen < record.coupon.thresholdFen) {
      throw new AppError(
        400,
        "coupon_threshold_not_met",
        "Your balance has not reached this coupon's threshold",
      );
    }
    await tx.update(couponRecords).set({ usedAt: sql`now()` }).where(eq(couponRecords.id, recordId));
    await postTransaction(tx, {
      kind: "coupon",
      initiatorId: userId,
      details: { coupon_id: record.coupon.id, record_id: recordId },
      postings: [
        {
          account: { kind: "platform_promotions" },
          amountFen: -record.coupon.amountFen,
          logType: "internal",
        },
        {
          account: { kind: "user_available", userId },
          amountFen: record.coupon.amountFen,
          logType: "coupon",
        },
      ],
    });
    return { record_id: recordId, used: true as const, amount: fenToYuan(record.coupon.amountFen) };
  });
}
