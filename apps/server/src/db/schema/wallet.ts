import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestampTz, userRef } from "./columns.js";
import { users } from "./users.js";

/** A bank card: only what is needed to show and route it; the full number is never stored. */
export const bankCards = pgTable(
  "bank_cards",
  {
    id: serialId(),
    userId: userRef(),
    bankName: text("bank_name").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    isDefaultPayment: boolean("is_default_payment").notNull().default(false),
    isDefaultReceiving: boolean("is_default_receiving").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("bank_cards_user_idx").on(t.userId),
    uniqueIndex("bank_cards_default_payment_uq").on(t.userId).where(sql`${t.isDefaultPayment}`),
    uniqueIndex("bank_cards_default_receiving_uq").on(t.userId).where(sql`${t.isDefaultReceiving}`),
  ],
);

/** A recharge or a withdrawal through the payment provider. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey(),
    userId: userRef(),
    /** recharge | withdraw */
    kind: text("kind").notNull(),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** pending | completed | failed */
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    cardId: integer("card_id").references(() => bankCards.id),
    idempotencyKey: text("idempotency_key"),
    /** The provider's reference: of the checkout (recharge) or of the payout once submitted. */
    providerRef: text("provider_ref"),
    /** Recharge: where the user pays at the provider (null for the sandbox). */
    checkoutUrl: text("checkout_url"),
    /** Withdrawal: when the payout dispatcher handed it to the provider. */
    submittedAt: timestampTz("submitted_at"),
    /**
     * Withdrawal review (issue 17, the payouts queue): null when none is needed; `waiting` while an
     * administrator must approve it first (above the configured amount, or a banned user's); then
     * `approved` or `rejected` (the order fails and the money returns). The dispatcher submits only
     * withdrawals whose review is null or approved.
     */
    review: text("review"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestampTz("reviewed_at"),
    reviewNote: text("review_note"),
    createdAt: createdAt(),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [
    index("payment_orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("payment_orders_pending_idx").on(t.status, t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("payment_orders_idempotency_uq")
      .on(t.userId, t.kind, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check("payment_orders_amount_ck", sql`${t.amountFen} > 0`),
    check("payment_orders_review_ck", sql`${t.review} in ('waiting','approved','rejected')`),
    index("payment_orders_review_idx").on(t.createdAt).where(sql`${t.review} = 'waiting'`),
  ],
);

/** Webhook events already processed: a replayed event moves nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  orderId: uuid("order_id").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestampTz("received_at").notNull().defaultNow(),
});

export const coupons = pgTable("coupons", {
  id: serialId(),
  code: text("code").notNull().unique(),
  amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
  thresholdFen: bigint("threshold_fen", { mode: "number" }).notNull().default(0),
  description: jsonb("description").$type<Record<string, string>>().notNull(),
  expiresAt: timestampTz("expires_at"),
  active: boolean("active").notNull().default(true),
});

export const couponRecords = pgTable(
  "coupon_records",
  {
    id: serialId(),
    couponId: requiredRef("coupon_id", () => coupons.id),
    userId: userRef(),
    claimedAt: timestampTz("claimed_at").notNull().defaultNow(),
    usedAt: timestampTz("used_at"),
    /** The claimer's verified number at claim time: each number claims a coupon once, on any account. */
    phone: text("phone"),
    /** When the holder was told the coupon expires soon (once per record). */
    expiryNotifiedAt: timestampTz("expiry_notified_at"),
  },
  (t) => [
    uniqueIndex("coupon_records_once_uq").on(t.couponId, t.userId),
    uniqueIndex("coupon_records_phone_uq").on(t.couponId, t.phone).where(sql`${t.phone} is not null`),
    index("coupon_records_expiry_idx")
      .on(t.couponId)
      .where(sql`${t.usedAt} is null and ${t.expiryNotifiedAt} is null`),
  ],
);

/**
 * Replies of money-moving POSTs by Idempotency-Key: a repeated key gets the first reply back. The
 * row is inserted and its reply written in the transaction of the money movement itself
 * (plugins/idempotency.ts), so a committed row always has its reply; rows expire after 24 h.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef(),
    route: text("route").notNull(),
    key: text("key").notNull(),
    statusCode: integer("status_code"),
    response: text("response"),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
