import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LogLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  UPLOAD_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SETTLEMENT_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  ADMIN_USERNAME: z.string().min(3).max(32).default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  LOG_LEVEL: LogLevel.default("info"),
  WEB_DIST: z.string().min(1).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.string().min(3).default("Ask & Earn <no-reply@askearn.local>"),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// address")
    .optional(),
  SITE_PROBE_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtlSeconds: number;
  uploadDir: string;
  uploadMaxBytes: number;
  /** Seed demo users and questions on an empty database (default: only on embedded PGlite). */
  seedDemo: boolean;
  paymentProvider: "sandbox";
  paymentWebhookSecret: string;
  /** How often due questions are settled; 0 turns the job off (tests drive it directly). */
  settlementIntervalMs: number;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  webDist: string;
  loginRateLimitPerMinute: number;
  loginMaxFailuresPerUsername: number;
  /** Verification emails go through this SMTP server; without it a development transport logs them. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Address of the web app as users reach it, for links in emails; default http://HOST:PORT. */
  publicUrl: string | undefined;
  /**
   * Let the merchant-site probe reach private and loopback addresses (SSRF guard off). Only for
   * tests and closed networks.
   */
  siteProbeAllowPrivate: boolean;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Parses the environment. Throws ConfigError with one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
  }
  const e = parsed.data;
  // Relative paths are taken from the working directory; the default is the repository's ./data.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, "data");
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedJwtSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    seedDemo: e.SEED_DEMO === "auto" ? !e.DATABASE_URL : e.SEED_DEMO === "true",
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? "",
    settlementIntervalMs: e.SETTLEMENT_INTERVAL_MS,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginMaxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    siteProbeAllowPrivate: e.SITE_PROBE_ALLOW_PRIVATE === "true",
  };
  // Without its own secret, the webhook key is derived from the JWT secret (distinct, stable).
  config.paymentWebhookSecret ||= createHmac("sha256", config.jwtSecret)
    .update("payment-webhook")
    .digest("hex");
  return config;
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts without setup. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
