import { z } from "zod";
import { LIMITS, LOCALES } from "./constants.js";

/** The rules of verification codes (issue 5): enforced by the server, mirrored by the web's countdown. */
export const VERIFICATION = {
  codeDigits: 6,
  codeTtlSeconds: 10 * 60,
  maxWrongAttempts: 5,
  resendSeconds: LIMITS.phoneResendSeconds,
} as const;

export const VERIFICATION_CHANNELS = ["email", "phone"] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Lang = z
  .enum(LOCALES)
  .optional()
  .describe("Language of the email or SMS; default: the user's language");
/** Digits only is checked by the server so that it can answer with the spec's only_numbers_allowed. */
const Phone = z.string().trim().max(64).describe("Digits only, 4 to 15 (else 400 only_numbers_allowed)");
const DialCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, "a dialling code such as +86")
  .transform((c) => (c.startsWith("+") ? c : `+${c}`))
  .describe("Dialling code of the phone's country, e.g. +86");
/** The spec's rule (at least 4, input up to 6) is checked by the server: 400 invalid_code. */
const Code = z.string().trim().max(32).describe("The code received: 4 to 6 digits (else 400 invalid_code)");

/** POST /api/auth/verify-email: sends a code (and a link) to the caller's saved email address. */
export const VerifyEmailRequest = z.object({
  email: z
    .union([z.email().max(254), z.literal("")])
    .optional()
    .describe("If given, must be the saved email address (else 400 contact_mismatch)"),
  lang: Lang,
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** POST /api/auth/verify-email-code: the code typed in, or taken from the link's ?verify_email=. */
export const VerifyEmailCodeRequest = z.object({ code: Code });
export type VerifyEmailCodeRequest = z.infer<typeof VerifyEmailCodeRequest>;

/** POST /api/auth/verify-phone: sends an SMS code to the caller's saved phone number. */
export const VerifyPhoneRequest = z.object({
  country: DialCode,
  phone: Phone,
  id: Id.optional().describe("The caller's user id (403 if it is anyone else's)"),
  lang: Lang,
});
export type VerifyPhoneRequest = z.infer<typeof VerifyPhoneRequest>;

/** POST /api/auth/verify-phone-code */
export const VerifyPhoneCodeRequest = z.object({
  id: Id.optional().describe("The caller's user id (403 if it is anyone else's)"),
  country: DialCode,
  phone: Phone,
  code: Code,
});
export type VerifyPhoneCodeRequest = z.infer<typeof VerifyPhoneCodeRequest>;

export const VerificationSentResponse = z
  .object({
    message: z.enum(["verification_email_sent", "verification_phone_sent"]),
    channel: z.enum(VERIFICATION_CHANNELS),
    delivery: z
      .enum(["smtp", "sms", "development"])
      .describe(
        "development: no email/SMS service configured; the code is in the server log and your messages",
      ),
    expires_in: z.number().int().describe("seconds until the code expires"),
    resend_in: z.number().int().describe("seconds until a new code may be requested"),
  })
  .meta({ id: "VerificationSentResponse" });
export type VerificationSentResponse = z.infer<typeof VerificationSentResponse>;

export const VerificationDoneResponse = z
  .object({
    message: z.literal("verification_success"),
    channel: z.enum(VERIFICATION_CHANNELS),
    is_email_verified: z.boolean(),
    is_phone_verified: z.boolean(),
  })
  .meta({ id: "VerificationDoneResponse" });
export type VerificationDoneResponse = z.infer<typeof VerificationDoneResponse>;
