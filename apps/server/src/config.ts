import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { UPLOAD_LIMITS } from "@ask/contracts";
import { z } from "zod";
import { type PostingLimits, parsePostingLimits } from "./modules/moderation/posting-limits.js";

const LogLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** A whole number; an empty value is refused (z.coerce.number() would quietly make it 0). */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  UPLOAD_DIR: z.string().min(1).optional(),
  // The web checks picked files against this default before uploading (UPLOAD_LIMITS, contracts).
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_LIMITS.defaultMaxFileBytes),
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SETTLEMENT_INTERVAL_MS: wholeNumber(0).default(5000),
  LISTING_LIFETIME_DAYS: wholeNumber(1, 3650).default(30),
  LISTING_EXPIRY_REMINDER_DAYS: wholeNumber(0, 365).default(3),
  ADMIN_USERNAME: z.string().min(3).max(32).default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  LOG_LEVEL: LogLevel.default("info"),
  WEB_DIST: z.string().min(1).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(10),
  LOGIN_BACKOFF_MAX_MS: wholeNumber(0, 60_000).default(3000),
  VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  POSTING_LIMITS: z.string().optional(),
  PAYOUT_REVIEW_ABOVE_FEN: wholeNumber(0).default(500_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  TRUST_PROXY: z.string().min(1).default("false"),
  CORS_ORIGINS: z
    .string()
    .default("")
    .refine(
      (v) =>
        v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean)
          .every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
      "must be comma-separated origins like https://example.com (scheme and host, no path)",
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.string().min(3).default("Ask & Earn <no-reply@askearn.local>"),
  SMS_PROVIDER: z.enum(["development", "webhook"]).default("development"),
  SMS_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// address")
    .optional(),
  SMS_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMS_WEBHOOK_TIMEOUT_MS: wholeNumber(100, 60_000).default(5000),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// address")
    .optional(),
  SITE_PROBE_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// address")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  BENCH_BARE_ROUTE: z.enum(["true", "false"]).default("false"),
  PUBLIC_CACHE_TTL_MS: wholeNumber(0, 60_000).default(1000),
  VIEW_FLUSH_MS: wholeNumber(0, 60_000).default(2000),
  VIEW_BUFFER_MAX: wholeNumber(1, 1_000_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 120_000).default(5000),
  HEADERS_TIMEOUT_MS: wholeNumber(100, 600_000).default(15_000),
  REQUEST_TIMEOUT_MS: wholeNumber(100, 3_600_000).default(30_000),
  UPLOAD_TIMEOUT_MS: wholeNumber(100, 3_600_000).default(300_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(100, 600_000).default(72_000),
});

/** An S3-compatible bucket for uploads (S3_* variables). */
/**
 * Verification SMS (SMS_* variables): the development provider (log + the user's messages), or a
 * gateway reached by a signed JSON POST (modules/verification/delivery/sms-webhook.ts).
 */
export type SmsConfig =
  | { provider: "development" }
  | { provider: "webhook"; url: string; secret: string; timeoutMs: number };

export interface S3Config {
  bucket: string;
  region: string;
  /** For MinIO, R2 and other S3-compatible stores; unset = AWS. */
  endpoint: string | undefined;
  /** Unset = the AWS SDK's default credential chain (instance role, AWS_* variables, …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** The secret before the last rotation: tokens signed with it stay valid until they expire. */
  jwtSecretPrevious: string | undefined;
  jwtTtlSeconds: number;
  uploadDir: string;
  uploadMaxBytes: number;
  /** Seed demo users and questions on an empty database (default: only on embedded PGlite). */
  seedDemo: boolean;
  paymentProvider: "sandbox";
  paymentWebhookSecret: string;
  /** How often due questions are settled; 0 turns the job off (tests drive it directly). */
  settlementIntervalMs: number;
  /** Classified listings' lifetime and reminder (issue 18; modules/listings/listing-expiry.job.ts). */
  listings: ListingLifecycleConfig;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  webDist: string;
  loginRateLimitPerMinute: number;
  /** Login attempts per (username, client address) per 15 minutes; then that address gets 429. */
  loginMaxFailuresPerAddress: number;
  /** Failed logins on a username from all addresses per 15 minutes after which its logins are slowed. */
  loginMaxFailuresPerUsername: number;
  /** The longest delay (and slot spacing) that backoff puts on one login attempt. */
  loginBackoffMaxMs: number;
  /** Verification codes sent per user (or address) per minute, on top of the 60 s cooldown. */
  verifyRateLimitPerMinute: number;
  /** Upload requests per user per minute. */
  uploadRateLimitPerMinute: number;
  /** Questions, answers, listings and reports per user per hour and day (null: none; POSTING_LIMITS). */
  postingLimits: PostingLimits | null;
  /** Withdrawals above this many fen wait for an administrator's approval (PAYOUT_REVIEW_ABOVE_FEN). */
  payoutReviewAboveFen: number;
  /** Rate-limit counters live in Redis when set; otherwise in PostgreSQL (shared by all processes). */
  redisUrl: string | undefined;
  /**
   * Fastify trustProxy: false (default), true (trust X-Forwarded-* from anyone — only behind a proxy
   * that overwrites them), a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Verification emails go through this SMTP server; without it a development transport logs them. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  sms: SmsConfig;
  /** Address of the web app as users reach it, for links in emails; default http://HOST:PORT. */
  publicUrl: string | undefined;
  /**
   * Let the merchant-site probe reach private and loopback addresses (SSRF guard off). Only for
   * tests and closed networks.
   */
  siteProbeAllowPrivate: boolean;
  /** Uploads go to this bucket when S3_BUCKET is set; otherwise to UPLOAD_DIR on local disk. */
  s3: S3Config | undefined;
  /** Register GET /api/bench/bare → {} (the baseline of `npm run bench`). */
  benchBareRoute: boolean;
  /** How long an anonymous public read is answered from memory (plugins/public-cache.ts); 0 = off. */
  publicCacheTtlMs: number;
  /**
   * Question views are noted in memory and written every `viewFlushMs` (VIEW_FLUSH_MS; 0: only when
   * `viewBufferMax` are waiting and at shutdown) — modules/questions/view-buffer.ts.
   */
  viewFlushMs: number;
  /** Views waiting at most (VIEW_BUFFER_MAX); reaching it writes them at once. */
  viewBufferMax: number;
  /** PostgreSQL: how long a query waits for a connection before it is answered 503 database_unavailable. */
  databaseConnectTimeoutMs: number;
  /** Slow or stalled clients are closed (plugins/timeouts.ts). */
  timeouts: TimeoutsConfig;
}

export interface ListingLifecycleConfig {
  /** A listing expires this many days after it is posted, relisted or renewed (LISTING_LIFETIME_DAYS). */
  lifetimeDays: number;
  /** Its owner is told this many days before (LISTING_EXPIRY_REMINDER_DAYS; 0: no reminder). */
  reminderDays: number;
}

export interface TimeoutsConfig {
  /** The request line and headers must arrive within this (from the connection or the request's start). */
  headersMs: number;
  /** A request's body (all but uploads) must arrive within this; then 408 and the connection is closed. */
  requestMs: number;
  /** The body of a multipart upload must arrive within this. */
  uploadMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export class ConfigError extends Error {}

/** JWT_SECRET, JWT_SECRET_PREVIOUS and DATA_DIR/jwt-secret: shorter secrets are refused. */
const JWT_SECRET_MIN_LENGTH = 32;

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Parses the environment. Throws ConfigError with one line naming the bad variable. */
function postingLimitsFrom(value: string | undefined): PostingLimits | null {
  try {
    return parsePostingLimits(value);
  } catch (err) {
    const why = err instanceof z.ZodError ? (err.issues[0]?.message ?? "invalid") : "not JSON";
    throw new ConfigError(
      `Invalid environment variable POSTING_LIMITS: ${why} (see docs/ARCHITECTURE.md, trust and safety)`,
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
  }
  const e = parsed.data;
  // Relative paths are taken from where the user typed the command: `npm start` runs the server
  // inside apps/server (npm -w) but sets INIT_CWD to the directory npm was started in. Without npm,
  // the working directory. The default is the repository's ./data wherever the command is typed.
  const base = path.resolve(env.INIT_CWD || process.cwd());
  const fromBase = (p: string) => path.resolve(base, p);
  const dataDir = e.DATA_DIR ? fromBase(e.DATA_DIR) : path.join(repoRoot, "data");
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedJwtSecret(dataDir),
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    uploadDir: e.UPLOAD_DIR ? fromBase(e.UPLOAD_DIR) : path.join(dataDir, "uploads"),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    seedDemo: e.SEED_DEMO === "auto" ? !e.DATABASE_URL : e.SEED_DEMO === "true",
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? "",
    settlementIntervalMs: e.SETTLEMENT_INTERVAL_MS,
    listings: {
      lifetimeDays: e.LISTING_LIFETIME_DAYS,
      reminderDays: e.LISTING_EXPIRY_REMINDER_DAYS,
    },
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? fromBase(e.WEB_DIST) : path.join(repoRoot, "apps/web/dist"),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginBackoffMaxMs: e.LOGIN_BACKOFF_MAX_MS,
    verifyRateLimitPerMinute: e.VERIFY_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    postingLimits: postingLimitsFrom(e.POSTING_LIMITS),
    payoutReviewAboveFen: e.PAYOUT_REVIEW_ABOVE_FEN,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sms: smsConfig(e),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    siteProbeAllowPrivate: e.SITE_PROBE_ALLOW_PRIVATE === "true",
    s3: s3Config(e),
    benchBareRoute: e.BENCH_BARE_ROUTE === "true",
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    viewFlushMs: e.VIEW_FLUSH_MS,
    viewBufferMax: e.VIEW_BUFFER_MAX,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    timeouts: timeoutsConfig(e),
  };
  // Without its own secret, the webhook key is derived from the JWT secret (distinct, stable).
  config.paymentWebhookSecret ||= createHmac("sha256", config.jwtSecret)
    .update("payment-webhook")
    .digest("hex");
  return config;
}

/** Names @fastify/proxy-addr accepts for address ranges (127.0.0.0/8 and ::1, 169.254.0.0/16 …). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or an address with a netmask (10.0.0.0/255.0.0.0). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: "false" (default), a hop count (the number of proxies in front of the server: the
 * client is the address that many hops from the end of X-Forwarded-For), or the proxies' addresses
 * and ranges. "true" is refused: it believes the whole X-Forwarded-For, whose leftmost entries the
 * client writes itself (nginx appends to what the client sent), so every client could choose the
 * address that login limits and logs see.
 */
function parseTrustProxy(value: string): Config["trustProxy"] {
  const v = value.trim().toLowerCase();
  if (v === "false" || v === "" || v === "0") return false;
  if (v === "true") {
    throw new ConfigError(
      'Invalid environment variable TRUST_PROXY: "true" believes X-Forwarded-For entries the client wrote itself (anyone could choose their address and escape the login limit); give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  const entries = v
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined || !entries.length) {
    throw new ConfigError(
      `Invalid environment variable TRUST_PROXY: "${bad ?? value}" is not a hop count, an IP address or a CIDR range (e.g. 1, 127.0.0.1, 10.0.0.0/8, loopback)`,
    );
  }
  return entries;
}

function timeoutsConfig(e: z.infer<typeof EnvSchema>): TimeoutsConfig {
  // The headers are part of every request: a limit above the request's own would never apply.
  if (e.HEADERS_TIMEOUT_MS > Math.min(e.REQUEST_TIMEOUT_MS, e.UPLOAD_TIMEOUT_MS)) {
    throw new ConfigError(
      "Invalid environment variable HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS and UPLOAD_TIMEOUT_MS",
    );
  }
  return {
    headersMs: e.HEADERS_TIMEOUT_MS,
    requestMs: e.REQUEST_TIMEOUT_MS,
    uploadMs: e.UPLOAD_TIMEOUT_MS,
    keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
  };
}

function smsConfig(e: z.infer<typeof EnvSchema>): SmsConfig {
  if (e.SMS_PROVIDER === "development") return { provider: "development" };
  for (const name of ["SMS_WEBHOOK_URL", "SMS_WEBHOOK_SECRET"] as const) {
    if (!e[name])
      throw new ConfigError(`Invalid environment variable ${name}: required when SMS_PROVIDER=webhook`);
  }
  return {
    provider: "webhook",
    url: e.SMS_WEBHOOK_URL as string,
    secret: e.SMS_WEBHOOK_SECRET as string,
    timeoutMs: e.SMS_WEBHOOK_TIMEOUT_MS,
  };
}

function s3Config(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`Invalid environment variable ${missing}: S3 keys must be set together`);
  }
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Custom endpoints (MinIO, s3rver, …) usually need path-style addresses: the default there.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : Boolean(e.S3_ENDPOINT),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts without setup. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    let kept: string;
    try {
      kept = readFileSync(file, "utf8").trim();
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw new ConfigError(`Invalid JWT secret file ${file}: cannot read it (${reason})`);
    }
    // A short secret can be guessed offline, and with it anyone signs an administrator's token (and
    // the payment webhooks, whose key is derived from it when PAYMENT_WEBHOOK_SECRET is not set).
    if (kept.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        `Invalid JWT secret file ${file}: it holds ${kept.length} characters, at least ${JWT_SECRET_MIN_LENGTH} are needed (delete the file to have a new secret generated, which logs everyone out, or set JWT_SECRET)`,
      );
    }
    return kept;
  }
  const secret = randomBytes(48).toString("base64url");
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (err) {
    throw unwritable("DATA_DIR", dataDir, err);
  }
  return secret;
}

function unwritable(name: string, dir: string, err: unknown): ConfigError {
  const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
  return new ConfigError(`Invalid environment variable ${name}: cannot write to ${dir} (${reason})`);
}

/**
 * Creates the folder if needed and proves it writable by writing a file there (permission bits alone
 * say nothing for root or a full disk). Throws ConfigError with one line naming the variable.
 */
export function ensureWritableDir(name: string, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (err) {
    throw unwritable(name, dir, err);
  }
}
