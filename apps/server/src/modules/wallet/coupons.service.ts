import { type Coupon, type CouponRecord, DEFAULT_LOCALE, fenToYuan, type Locale } from "@ask/contracts";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { couponRecords, coupons } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { localize } from "../../lib/localize.js";
import { requireVerifiedPhone, verifiedPhoneOf } from "../verification/verified-phone.js";
import { moneyTransaction, postTransaction } from "./ledger.js";
import { walletBalance } from "./wallet.service.js";

const activeCoupon = and(
  eq(coupons.active, true),
  or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > now()`),
);

/**
 * The coupons on offer, each marked claimed when the caller already holds it, and why the caller
 * cannot claim it otherwise (no verified phone, or their number already claimed it on another account).
 */
export async function listCoupons(db: Db, userId: number, lang: Locale = DEFAULT_LOCALE): Promise<Coupon[]> {
  const phone = await verifiedPhoneOf(db, userId);
  const byPhone = alias(couponRecords, "by_phone");
  const rows = await db
    .select({ coupon: coupons, recordId: couponRecords.id, phoneRecordId: byPhone.id })
    .from(coupons)
    .leftJoin(couponRecords, and(eq(couponRecords.couponId, coupons.id), eq(couponRecords.userId, userId)))
    .leftJoin(byPhone, and(eq(byPhone.couponId, coupons.id), eq(byPhone.phone, phone ?? "")))
    .where(activeCoupon)
    .orderBy(asc(coupons.amountFen));
  return rows.map(({ coupon, recordId, phoneRecordId }) => ({
    id: coupon.id,
    amount: fenToYuan(coupon.amountFen),
    threshold: fenToYuan(coupon.thresholdFen),
    description: localize(coupon.description, lang),
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    claimed: recordId !== null,
    claim_blocked:
      recordId !== null
        ? null
        : !phone
          ? ("phone_not_verified" as const)
          : phoneRecordId !== null
            ? ("phone_already_claimed" as const)
            : null,
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
  const { balanceFen } = rows.length ? await walletBalance(db, userId) : { balanceFen: 0 };
  return rows.map(({ record, coupon }) => {
    const unusable = unusableReason(record, coupon, balanceFen);
    return {
      record_id: record.id,
      coupon_id: coupon.id,
      amount: fenToYuan(coupon.amountFen),
      threshold: fenToYuan(coupon.thresholdFen),
      description: localize(coupon.description, lang),
      used: record.usedAt !== null,
      claimed_at: record.claimedAt.toISOString(),
      expires_at: coupon.expiresAt?.toISOString() ?? null,
      usable: unusable === null,
      unusable_reason: unusable,
    };
  });
}

/** Why POST /coupon_records/use would refuse this record now, in the order it checks; null if usable. */
function unusableReason(
  record: { usedAt: Date | null },
  coupon: { active: boolean; expiresAt: Date | null; thresholdFen: number },
  balanceFen: number,
): CouponRecord["unusable_reason"] {
  if (record.usedAt !== null) return "used";
  const unavailable = couponUnavailable(coupon);
  if (unavailable) return unavailable;
  if (balanceFen < coupon.thresholdFen) return "below_threshold";
  return null;
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
 * One claim per user and one per verified phone number per coupon (two unique indexes decide, even
 * for concurrent claims): the claimer must have a verified phone (403 phone_not_verified), and the
 * number is recorded on the claim, so moving the number to another account cannot claim it again
 * (409 coupon_phone_already_claimed). An unknown coupon is 404; a withdrawn or expired one is 410
 * (coupon_inactive / coupon_expired).
 */
export async function claimCoupon(db: Db, userId: number, couponId: number, lang?: Locale) {
  const [coupon] = await db
    .select({ id: coupons.id, active: coupons.active, expired: expiredNow })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) throw new AppError(404, "coupon_not_found", "This coupon does not exist");
  assertCouponAvailable(coupon);
  const phone = await requireVerifiedPhone(db, userId, "Verify your phone number to claim coupons");
  const inserted = await db
    .insert(couponRecords)
    .values({ couponId, userId, phone })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) {
    const [mine] = await db
      .select({ id: couponRecords.id })
      .from(couponRecords)
      .where(and(eq(couponRecords.couponId, couponId), eq(couponRecords.userId, userId)));
    if (mine) throw new AppError(409, "coupon_already_claimed", "You have already claimed this coupon");
    throw new AppError(
      409,
      "coupon_phone_already_claimed",
      "This phone number has already claimed this coupon on another account",
    );
  }
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
