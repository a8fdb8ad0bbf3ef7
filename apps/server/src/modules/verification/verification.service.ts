import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import {
  DEFAULT_LOCALE,
  LIMITS,
  LOCALES,
  type Locale,
  VERIFICATION,
  type VerificationChannel,
  type VerificationDoneResponse,
  type VerificationSentResponse,
  type VerifyEmailRequest,
  type VerifyPhoneCodeRequest,
  type VerifyPhoneRequest,
} from "@ask/contracts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";
import { createEmailTransport, type EmailTransport } from "./delivery/email.js";
import { createSmsProvider, type SmsProvider, smsText } from "./delivery/sms.js";
import * as q from "./verification.queries.js";
import { isUniqueViolation, phoneHeldByOther, phoneInUse, phoneKey } from "./verified-phone.js";

/** Everything the verification use cases need, built once per server. */
export interface Verifier {
  db: Db;
  log: FastifyBaseLogger;
  email: EmailTransport;
  sms: SmsProvider;
  /** HMAC key for code hashes, derived from the JWT secret (distinct from it, stable across restarts). */
  codeKey: Buffer;
  /** Where users open the web app: PUBLIC_URL, else http://HOST:PORT. */
  webBase: string;
}

export function createVerifier(app: FastifyInstance): Verifier {
  const deps = { config: app.config, db: app.db, log: app.log };
  return {
    db: app.db,
    log: app.log,
    email: createEmailTransport(deps),
    sms: createSmsProvider(deps),
    codeKey: createHmac("sha256", app.config.jwtSecret).update("verification-codes").digest(),
    webBase: webBase(app.config),
  };
}

function webBase(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ["0.0.0.0", "::", ""].includes(config.host) ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

// ---------------------------------------------------------------- codes

/** Six random digits from the CSPRNG. */
const newCode = () =>
  String(randomInt(0, 10 ** VERIFICATION.codeDigits)).padStart(VERIFICATION.codeDigits, "0");

/** The hash binds the code to its user, channel and target: it is worthless anywhere else. */
function hashCode(key: Buffer, userId: number, channel: VerificationChannel, target: string, code: string) {
  return createHmac("sha256", key).update(`${userId}\n${channel}\n${target}\n${code}`).digest("hex");
}

function sameHash(storedHex: string, candidateHex: string): boolean {
  const a = Buffer.from(storedHex, "hex");
  const b = Buffer.from(candidateHex, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Stores a new code for the target, unless the previous one of this user and channel is younger than
 * the resend interval (429). Older open codes die. The user's row is locked, so two concurrent
 * requests cannot both pass the resend rule.
 */
async function issueCode(v: Verifier, userId: number, channel: VerificationChannel, target: string) {
  const code = newCode();
  const id = await v.db.transaction(async (tx) => {
    if (!(await q.lockUser(tx, userId))) throw notFound("User");
    const previous = await q.latestCode(tx, userId, channel);
    if (previous && previous.secondsSinceSent < VERIFICATION.resendSeconds) {
      const wait = Math.max(1, Math.ceil(VERIFICATION.resendSeconds - previous.secondsSinceSent));
      throw new AppError(429, "resend_too_soon", `Please wait ${wait} s before asking for a new code`);
    }
    await q.expireOpenCodes(tx, userId, channel);
    return q.insertCode(tx, {
      userId,
      channel,
      target,
      codeHash: hashCode(v.codeKey, userId, channel, target, code),
      ttlSeconds: VERIFICATION.codeTtlSeconds,
    });
  });
  return { id, code };
}

/** Sends through `deliver`; if delivery fails the code is removed, so the user may retry at once. */
async function deliverOrForget(
  v: Verifier,
  codeId: number,
  failure: AppError,
  deliver: () => Promise<void>,
): Promise<void> {
  try {
    await deliver();
  } catch (err) {
    v.log.warn({ err, codeId }, `verification delivery failed: ${failure.code}`);
    await q.deleteCode(v.db, codeId);
    throw failure;
  }
}

/**
 * Redeems the latest code of a channel. Every comparison first takes one attempt atomically, so at
 * most VERIFICATION.maxWrongAttempts guesses are ever compared per code, however many run at once.
 * On success the code is consumed and `markVerified` sets the flag only if the contact still equals
 * the code's target (checked in the same transaction).
 */
async function redeemCode(
  v: Verifier,
  userId: number,
  channel: VerificationChannel,
  currentTarget: string | null,
  rawCode: string,
  markVerified: (tx: q.Tx, target: string) => Promise<boolean>,
): Promise<void> {
  const code = rawCode.trim();
  if (!new RegExp(`^\\d{${LIMITS.phoneCodeMin},${LIMITS.phoneCodeMax}}$`).test(code)) {
    throw new AppError(400, "invalid_code", "The code has 4 to 6 digits");
  }
  const latest = await q.latestCode(v.db, userId, channel);
  if (!latest || latest.consumed) {
    throw new AppError(400, "nothing_to_verify", "No code is waiting to be entered; ask for a new one");
  }
  const changed = new AppError(
    400,
    "verification_target_changed",
    `Your ${channel === "email" ? "email address" : "phone number"} changed after this code was sent; ask for a new code`,
  );
  if (latest.target !== currentTarget) throw changed;
  const exhausted = new AppError(429, "too_many_attempts", "Too many wrong codes; ask for a new code");
  if (latest.attempts >= VERIFICATION.maxWrongAttempts) throw exhausted;
  if (latest.expired) throw new AppError(400, "code_expired", "This code has expired; ask for a new one");

  const attempts = await q.claimAttempt(v.db, latest.id, VERIFICATION.maxWrongAttempts);
  // Lost a race: another request used the last attempt, redeemed the code, or it just expired.
  if (attempts === null) throw exhausted;
  if (!sameHash(latest.codeHash, hashCode(v.codeKey, userId, channel, latest.target, code))) {
    const left = VERIFICATION.maxWrongAttempts - attempts;
    if (left <= 0)
      throw new AppError(
        429,
        "too_many_attempts",
        "Wrong code, and that was the last try; ask for a new code",
      );
    throw new AppError(400, "wrong_code", `Wrong code; ${left} ${left === 1 ? "try" : "tries"} left`);
  }
  await v.db.transaction(async (tx) => {
    if (!(await q.consumeCode(tx, latest.id))) {
      throw new AppError(400, "nothing_to_verify", "This code was already used");
    }
    if (!(await markVerified(tx, latest.target))) throw changed;
  });
}

// ---------------------------------------------------------------- helpers

async function contactOf(v: Verifier, userId: number): Promise<q.UserContact> {
  const user = await q.findContact(v.db, userId);
  if (!user) throw notFound("User");
  return user;
}

function languageOf(requested: Locale | undefined, user: q.UserContact): Locale {
  if (requested) return requested;
  return LOCALES.includes(user.lang as Locale) ? (user.lang as Locale) : DEFAULT_LOCALE;
}

function assertCaller(callerId: number, bodyId: number | undefined) {
  authorize(callerId, "phone.verify", { ownerId: bodyId });
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The saved phone as one international number (+8613800138000), or null when phone or country is missing. */
async function savedPhone(v: Verifier, user: q.UserContact) {
  if (!user.phone || !user.country) return null;
  const dial = user.country.startsWith("+") ? user.country : await q.dialingCodeOf(v.db, user.country);
  if (!dial) return null;
  const key = phoneKey(dial, user.phone);
  if (!key) return null;
  return { phone: user.phone, country: user.country, number: `${dial}${user.phone.replace(/\D/g, "")}`, key };
}

/** Spec 5: a phone number is digits only. */
function phoneNumberOf(input: { country: string; phone: string }): string {
  const digits = input.phone.trim();
  if (!/^\d{4,15}$/.test(digits)) {
    throw new AppError(400, "only_numbers_allowed", "The phone number must be 4 to 15 digits, nothing else");
  }
  return `${input.country}${digits}`;
}

async function doneResponse(v: Verifier, userId: number, channel: VerificationChannel) {
  const user = await contactOf(v, userId);
  return {
    message: "verification_success",
    channel,
    is_email_verified: user.isEmailVerified,
    is_phone_verified: user.isPhoneVerified,
  } satisfies VerificationDoneResponse;
}

// ---------------------------------------------------------------- use cases

/**
 * Sends a code and a link to the caller's saved email address. The address in the body, if any,
 * must be the saved one: contact details are changed only through PUT /customers/{id}.
 */
export async function sendEmailCode(
  v: Verifier,
  userId: number,
  input: VerifyEmailRequest,
): Promise<VerificationSentResponse> {
  const user = await contactOf(v, userId);
  const saved = user.email?.trim() ? user.email : null;
  if (!saved) throw new AppError(400, "nothing_to_verify", "Save an email address first");
  if (input.email && !sameEmail(input.email, saved)) {
    throw new AppError(400, "contact_mismatch", "This is not your saved email address; save it first");
  }
  if (user.isEmailVerified)
    throw new AppError(409, "already_verified", "Your email address is already verified");

  const { id, code } = await issueCode(v, userId, "email", saved);
  const link = `${v.webBase}/userCenter?verify_email=${code}`;
  const failure = new AppError(
    502,
    "email_delivery_failed",
    "The verification email could not be sent; try again",
  );
  await deliverOrForget(v, id, failure, () =>
    v.email.send({ userId, to: saved, lang: languageOf(input.lang, user), code, link }),
  );
  return {
    message: "verification_email_sent",
    channel: "email",
    delivery: v.email.delivery,
    expires_in: VERIFICATION.codeTtlSeconds,
    resend_in: VERIFICATION.resendSeconds,
  };
}

/** Marks the email verified when the code is the latest one and was sent to the current address. */
export async function confirmEmailCode(v: Verifier, userId: number, code: string) {
  const user = await contactOf(v, userId);
  if (user.isEmailVerified)
    throw new AppError(409, "already_verified", "Your email address is already verified");
  await redeemCode(v, userId, "email", user.email, code, (tx, target) =>
    q.markEmailVerified(tx, userId, target),
  );
  return doneResponse(v, userId, "email");
}

/** Sends an SMS code to the caller's saved phone number (country dial code + digits must match it). */
export async function sendPhoneCode(
  v: Verifier,
  userId: number,
  input: VerifyPhoneRequest,
): Promise<VerificationSentResponse> {
  assertCaller(userId, input.id);
  const requested = phoneNumberOf(input);
  const user = await contactOf(v, userId);
  const saved = await savedPhone(v, user);
  if (!saved) throw new AppError(400, "nothing_to_verify", "Save your country and phone number first");
  if (saved.number !== requested) {
    throw new AppError(400, "contact_mismatch", "This is not your saved phone number; save it first");
  }
  if (user.isPhoneVerified)
    throw new AppError(409, "already_verified", "Your phone number is already verified");
  // One number, one account: no code is sent for a number another account has verified.
  if (await phoneHeldByOther(v.db, userId, saved.key)) throw phoneInUse();

  const lang = languageOf(input.lang, user);
  const { id, code } = await issueCode(v, userId, "phone", saved.number);
  const failure = new AppError(
    502,
    "sms_delivery_failed",
    "The verification SMS could not be sent; try again",
  );
  await deliverOrForget(v, id, failure, () =>
    v.sms.send(saved.number, smsText(lang, code), { userId, lang, code }),
  );
  return {
    message: "verification_phone_sent",
    channel: "phone",
    delivery: v.sms.delivery,
    expires_in: VERIFICATION.codeTtlSeconds,
    resend_in: VERIFICATION.resendSeconds,
  };
}

/**
 * Marks the phone verified when the code matches and phone and country are still the ones it was sent
 * for. The number then belongs to this account (users.verified_phone, unique): another account that
 * verified it first makes this 409 phone_in_use, also when both race.
 */
export async function confirmPhoneCode(v: Verifier, userId: number, input: VerifyPhoneCodeRequest) {
  assertCaller(userId, input.id);
  const requested = phoneNumberOf(input);
  const user = await contactOf(v, userId);
  if (user.isPhoneVerified)
    throw new AppError(409, "already_verified", "Your phone number is already verified");
  const saved = await savedPhone(v, user);
  if (!saved) throw new AppError(400, "nothing_to_verify", "Save your country and phone number first");
  if (saved.number !== requested) {
    throw new AppError(400, "contact_mismatch", "This is not your saved phone number");
  }
  if (await phoneHeldByOther(v.db, userId, saved.key)) throw phoneInUse();
  try {
    await redeemCode(v, userId, "phone", saved.number, input.code, (tx) =>
      q.markPhoneVerified(tx, userId, saved.phone, saved.country, saved.key),
    );
  } catch (err) {
    // Another account verified the same number at the same moment: the unique index kept one.
    if (isUniqueViolation(err, "users_verified_phone_uq")) throw phoneInUse();
    throw err;
  }
  return doneResponse(v, userId, "phone");
}
