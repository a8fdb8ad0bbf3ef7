import { z } from "zod";
import { LOCALES } from "./constants.js";
import { YuanAmount } from "./money.js";
import { MAX_YUAN } from "./money-units.js";

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Optional header on every money-moving POST: a repeated key returns the first result. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z.string().min(8).max(100).optional(),
});

export const BalanceResponse = z.object({
  balance: z.number().describe("yuan"),
  withdrawable: z.number().describe("yuan: bonuses received minus withdrawals, never above balance"),
  total_receive_bonus: z.number().describe("yuan"),
});
export type BalanceResponse = z.infer<typeof BalanceResponse>;

/**
 * What a balance log entry says happened. `receive_bonus` is a bonus the publisher chose to pay
 * (manual payment); `rule_payout` one paid by the question's rule at the deadline or at the first
 * five-star rating; `appeal_award` one an administrator awarded on appeal (`appeal_reversal`: a
 * bonus or fee taken back from this answer because an appeal moved it to another); `expert_fee` the fee an
 * approved channel expert received with it; `refund_bonus` / `refund_expert_fee` what went back to
 * the publisher; `withdraw_refund` a failed withdrawal's money back; `pay_bonus` the bonus (and fee)
 * held in escrow when the question was published.
 */
export const BALANCE_LOG_TYPES = [
  "recharge",
  "withdraw",
  "withdraw_refund",
  "pay_bonus",
  "receive_bonus",
  "rule_payout",
  "appeal_award",
  "appeal_reversal",
  "expert_fee",
  "refund_bonus",
  "refund_expert_fee",
  "coupon",
  "order_payment",
  "order_income",
  "order_refund",
] as const;

export const BalanceLogEntry = z
  .object({
    id: z.number().int(),
    type: z.string(),
    amount: z.number().describe("yuan, signed: + received, - spent"),
    created_at: z.string(),
    from_user_id: z.number().int().nullable(),
    target_user_id: z
      .number()
      .int()
      .nullable()
      .describe("pay_bonus: the winner once the bonus is paid (null while held or when refunded)"),
    question_id: z.number().int().nullable().describe("The question of a bonus movement"),
    question_title: z.string().nullable(),
    bonus_status: z
      .enum(["held", "paid", "refunded"])
      .nullable()
      .describe("pay_bonus: where the money is now — held in escrow, paid to an answer, or refunded"),
  })
  .meta({ id: "BalanceLogEntry" });
export type BalanceLogEntry = z.infer<typeof BalanceLogEntry>;

export const BalanceLogQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const RechargeRequest = z.object({ amount: YuanAmount.refine((n) => n >= 0.01, "at least 0.01") });
export const PaymentOrder = z.object({
  order_id: z.string(),
  kind: z.enum(["recharge", "withdraw"]),
  amount: z.number(),
  status: z.enum(["pending", "completed", "failed"]),
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;
export const RechargeResponse = z.object({
  order_id: z.string(),
  status: z.enum(["pending", "completed", "failed"]),
  checkout_url: z
    .string()
    .nullable()
    .optional()
    .describe("Recharge: where to pay at the provider; null when it completes by itself (sandbox)"),
});

export const WithdrawRequest = z.object({
  amount: YuanAmount.refine((n) => n >= 0.01, "at least 0.01"),
  card_id: Id,
});

export const CARD_BRANDS = ["visa", "mastercard", "unionpay", "jcb", "discover", "other"] as const;

export const BankCard = z
  .object({
    id: z.number().int(),
    bank_name: z.string(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_default_payment: z.boolean(),
    is_default_receiving: z.boolean(),
  })
  .meta({ id: "BankCard" });
export type BankCard = z.infer<typeof BankCard>;

export const CreateCardRequest = z.object({
  bank_name: z.string().trim().min(1).max(60),
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{16}$/, "16 digits")),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  is_default_payment: z.boolean().default(false),
  is_default_receiving: z.boolean().default(false),
});
export type CreateCardRequest = z.input<typeof CreateCardRequest>;

export const SetDefaultCardRequest = z.object({ kind: z.enum(["payment", "receiving"]) });

/**
 * Why the caller cannot claim a coupon on offer: promotions are claimed with a verified phone number,
 * once per number (on any account).
 */
export const COUPON_CLAIM_BLOCKS = ["phone_not_verified", "phone_already_claimed"] as const;
/** Why a claimed coupon cannot be used now. */
export const COUPON_UNUSABLE_REASONS = ["used", "inactive", "expired", "below_threshold"] as const;

export const Coupon = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    threshold: z.number(),
    description: z.string(),
    expires_at: z.string().nullable(),
    claimed: z.boolean(),
    /** Null when the caller may claim it (or already did). */
    claim_blocked: z.enum(COUPON_CLAIM_BLOCKS).nullable(),
  })
  .meta({ id: "Coupon" });
export const CouponRecord = z
  .object({
    record_id: z.number().int(),
    coupon_id: z.number().int(),
    amount: z.number(),
    threshold: z.number(),
    description: z.string(),
    used: z.boolean(),
    claimed_at: z.string(),
    expires_at: z.string().nullable(),
    /** Not used yet, the coupon is still offered and not expired, and the balance reaches the threshold. */
    usable: z.boolean(),
    /** Why it is not usable now (null when usable). */
    unusable_reason: z.enum(COUPON_UNUSABLE_REASONS).nullable(),
  })
  .meta({ id: "CouponRecord" });
export type Coupon = z.infer<typeof Coupon>;
export type CouponRecord = z.infer<typeof CouponRecord>;

export const CouponListQuery = z.object({
  lang: z.enum(LOCALES).optional(),
  user_id: z.unknown().optional(),
});
export const ClaimCouponRequest = z.object({ coupon_id: Id, user_id: z.unknown().optional() });

export const PayBonusRequest = z.object({ question_id: Id, comment_id: Id });
export const AppealRequest = z.object({ question_id: Id, user_id: z.unknown().optional() });

/** The sandbox provider's webhook body (a real provider's own format is parsed by its adapter). */
export const PaymentWebhook = z.object({
  event_id: z.string().min(8).max(100),
  order_id: z.uuid(),
  status: z.enum(["completed", "failed"]),
  /** Yuan the provider moved; when present it must equal the order's amount. */
  amount: z.number().nonnegative().optional(),
  timestamp: z.number().int(),
});
export type PaymentWebhook = z.infer<typeof PaymentWebhook>;

export const MAX_RECHARGE_YUAN = MAX_YUAN;

export const PayBonusResponse = z.object({
  question_id: z.number().int(),
  comment_id: z.number().int(),
  amount: z.number().describe("yuan paid to the comment's author"),
  username: z.string(),
});
export type PayBonusResponse = z.infer<typeof PayBonusResponse>;
export const AppealResponse = z.object({ appealed: z.literal(true) });

export const AppealSummary = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    question_title: z.string(),
    bonus_amount: z.number(),
    comment_id: z.number().int(),
    comment_content: z.string(),
    appellant_id: z.number().int(),
    appellant: z.string(),
    created_at: z.string(),
    award: z
      .enum(["escrow", "transfer"])
      .nullable()
      .describe(
        "What an award pays from: escrow (the bonus is still held), transfer (the publisher's own payment moves from its payee, while they still have it); null: nothing left, only reject",
      ),
    paid_to: z
      .object({ username: z.string(), amount: z.number() })
      .nullable()
      .describe("Who the bonus was already paid to, and how much (yuan)"),
  })
  .meta({ id: "AppealSummary" });
export type AppealSummary = z.infer<typeof AppealSummary>;
export const DecideAppealRequest = z.object({ decision: z.enum(["award", "reject"]) });
export const DecideAppealResponse = z.object({ id: z.number().int(), status: z.string() });
export const CouponUseResponse = z.object({
  record_id: z.number().int(),
  used: z.literal(true),
  amount: z.number(),
});
export const WebhookResponse = z.object({ received: z.literal(true), applied: z.boolean() });

/** The wallet routes' `:id` (the user; must be the caller) and the cards' optional `?user_id=`. */
export const WalletUserParams = z.object({ id: Id });
export const WalletUserIdQuery = z.object({ user_id: Id.optional() });
export const TotalReceiveBonusResponse = z.object({ total_receive_bonus: z.number() });
export type TotalReceiveBonusResponse = z.infer<typeof TotalReceiveBonusResponse>;
export const BalanceLogList = z.array(BalanceLogEntry);
export const PaymentOrderListQuery = z.object({ kind: z.enum(["recharge", "withdraw"]).optional() });
export const PaymentOrderParams = z.object({ orderId: z.uuid() });
export const PaymentOrderList = z.array(PaymentOrder);
export const BankCardList = z.array(BankCard);
export const CouponList = z.array(Coupon);
export const CouponRecordList = z.array(CouponRecord);
/** POST /api/payments/webhook: any body; the configured provider verifies and parses it. */
export const WebhookBody = z.unknown();
export const AppealSummaryList = z.array(AppealSummary);
