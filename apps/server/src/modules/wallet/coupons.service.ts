import { type Coupon, type CouponRecord, DEFAULT_LOCALE, fenToYuan, type Locale } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { localize } from "../../lib/localize.js";
import { requireVerifiedPhone, verifiedPhoneOf } from "../verification/verified-phone.js";
import {
  couponAvailability,
  insertCouponRecord,
  lockUserRecord,
  markRecordUsed,
  selectOfferedCoupons,
  selectUserRecords,
  userRecordOfCoupon,
} from "./coupons.queries.js";
import { moneyTransaction, postTransaction } from "./ledger.js";
import { walletBalance } from "./wallet.service.js";

/**
 * The coupons on offer, each marked claimed when the caller already holds it, and why the caller
 * cannot claim it otherwise (no verified phone, or their number already claimed it on another account).
 */
export async function listCoupons(db: Db, userId: number, lang: Locale = DEFAULT_LOCALE): Promise<Coupon[]> {
  const phone = await verifiedPhoneOf(db, userId);
  const rows = await selectOfferedCoupons(db, userId, phone);
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
  const rows = await selectUserRecords(db, userId);
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

/**
 * One claim per user and one per verified phone number per coupon (two unique indexes decide, even
 * for concurrent claims): the claimer must have a verified phone (403 phone_not_verified), and the
 * number is recorded on the claim, so moving the number to another account cannot claim it again
 * (409 coupon_phone_already_claimed). An unknown coupon is 404; a withdrawn or expired one is 410
 * (coupon_inactive / coupon_expired).
 */
export async function claimCoupon(db: Db, userId: number, couponId: number, lang?: Locale) {
  const coupon = await couponAvailability(db, couponId);
  if (!coupon) throw new AppError(404, "coupon_not_found", "This coupon does not exist");
  assertCouponAvailable(coupon);
  const phone = await requireVerifiedPhone(db, userId, "Verify your phone number to claim coupons");
  const inserted = await insertCouponRecord(db, { couponId, userId, phone });
  if (!inserted.length) {
    const mine = await userRecordOfCoupon(db, userId, couponId);
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
    const record = await lockUserRecord(tx, userId, recordId);
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
    await markRecordUsed(tx, recordId);
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
