import { z } from "zod";

/** Stable error codes. The web maps each code to a translated message (namespace "errors"). */
export const ERROR_CODES = [
  "validation_error",
  "bad_request",
  "unauthorized",
  "token_expired",
  "invalid_credentials",
  "forbidden",
  "not_found",
  "username_taken",
  "too_many_requests",
  "payload_too_large",
  "unsupported_media_type",
  "internal_error",
  "invalid_category",
  "deadline_in_past",
  "blank_content",
  "invalid_file_type",
  "file_too_large",
  "too_many_files",
  "not_your_upload",
  "cannot_rate_own",
  "cannot_react_own",
  "question_not_found",
  "comment_not_found",
  "insufficient_balance",
  "already_paid",
  "not_payable",
  "cannot_appeal",
  "already_appealed",
  "amount_exceeds_withdrawable",
  "invalid_card",
  "card_not_found",
  "coupon_not_found",
  "coupon_already_claimed",
  "coupon_already_used",
  "coupon_threshold_not_met",
  "invalid_signature",
  "order_not_found",
  "only_numbers_allowed",
  "invalid_code",
  "wrong_code",
  "code_expired",
  "too_many_attempts",
  "resend_too_soon",
  "nothing_to_verify",
  "already_verified",
  "contact_mismatch",
  "verification_target_changed",
  "email_delivery_failed",
  "sms_delivery_failed",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape every API failure uses. */
export const ErrorBody = z
  .object({
    detail: z.string().describe("Human-readable explanation (English)"),
    code: z.string().describe("Stable machine key, see ERROR_CODES"),
  })
  .meta({ id: "ErrorBody" });
export type ErrorBody = z.infer<typeof ErrorBody>;
