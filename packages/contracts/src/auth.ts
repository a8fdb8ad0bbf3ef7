import { z } from "zod";
import { LIMITS, LOCALES, ROLES } from "./constants.js";

export const Username = z
  .string()
  .trim()
  .min(LIMITS.usernameMin)
  .max(LIMITS.usernameMax)
  .regex(/^[\p{L}\p{N}_.-]+$/u, "letters, digits, _ . - only");
export const Password = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);

/** POST /api/login is form-encoded (spec 7); the server does not validate the shape beyond presence. */
export const LoginRequest = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(LIMITS.passwordMax),
  lang: z
    .enum(LOCALES)
    .optional()
    .describe("The interface language: stored as the user's language when none is stored yet"),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * The login screen's form: both fields filled in (the messages are translation keys of the web's
 * `auth` namespace).
 */
export const LoginForm = z.object({
  username: z.string().trim().min(1, "username_required"),
  password: z.string().min(1, "password_required"),
});
export type LoginForm = z.infer<typeof LoginForm>;

/** The registration rules of `Username` and `Password`, with the login screen's message keys. */
export const RegisterFormRules = z.object({
  username: z
    .string()
    .trim()
    .min(LIMITS.usernameMin, "username_length")
    .max(LIMITS.usernameMax, "username_length")
    .regex(/^[\p{L}\p{N}_.-]+$/u, "username_chars"),
  password: z.string().min(LIMITS.passwordMin, "password_length").max(LIMITS.passwordMax, "password_length"),
});

export const RegisterRequest = z.object({
  username: Username,
  password: Password,
  lang: z
    .enum(LOCALES)
    .optional()
    .describe("The language chosen before registering: system messages are written in it"),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const SessionUser = z
  .object({
    id: z.number().int(),
    role: z.enum(ROLES),
    expert_id: z.number().int().nullable(),
    username: z.string(),
    avatar: z.string().nullable(),
    level: z.string(),
    lang: z.enum(LOCALES).nullable(),
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("seconds"),
  user: SessionUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = SessionUser.extend({
  created_at: z.string(),
  access_token: z
    .string()
    .optional()
    .describe(
      "Present when the role changed since the sent token was issued: the same session (same expiry) " +
        "with the current role; store it in place of the old token",
    ),
});
export type MeResponse = z.infer<typeof MeResponse>;
