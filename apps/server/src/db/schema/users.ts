import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("user"),
    expertId: integer("expert_id"),
    avatar: text("avatar"),
    level: text("level").notNull().default("VIP"),
    lang: text("lang"),
    /** Contact details (spec 3 Customer); verification flags reset when the value changes. */
    displayName: text("display_name"),
    country: text("country"),
    phone: text("phone"),
    address: text("address"),
    email: text("email"),
    isPhoneVerified: boolean("is_phone_verified").notNull().default(false),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    /**
     * The international number (dial code + national digits without trunk zeros) this account proved
     * it receives SMS at; null when the phone is not verified. One account per number (unique index):
     * promotions are claimed per number, so a number cannot be re-used to farm them.
     */
    verifiedPhone: text("verified_phone"),
    /** Raised on every role change; tokens carry the version they were issued with (claim `rv`). */
    roleVersion: integer("role_version").notNull().default(0),
    /** active | banned (modules/moderation/bans.service.ts); a ban with `bannedUntil` ends by itself. */
    status: text("status").notNull().default("active"),
    banReason: text("ban_reason"),
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The username's confusable skeleton (modules/auth/username-rules.ts, UTS #39): two names that look
     * alike share it, so the unique index refuses a look-alike even under concurrent registrations.
     * Null only for accounts made before it existed whose skeleton collided with an older account's.
     */
    usernameSkeleton: text("username_skeleton"),
  },
  (t) => [
    // Usernames are unique regardless of case, so "Alice" and "alice" cannot both exist.
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_username_skeleton_uq").on(t.usernameSkeleton),
    check(
      "users_role_ck",
      sql`${t.role} in ('user','expert','publisher','organization','moderator','admin')`,
    ),
    // The ban registry loads the banned accounts at start (modules/moderation/ban-registry.ts).
    index("users_banned_idx").on(t.id).where(sql`${t.status} = 'banned'`),
    uniqueIndex("users_verified_phone_uq").on(t.verifiedPhone).where(sql`${t.verifiedPhone} is not null`),
    // An unverified phone never keeps a number: changing the phone releases it for its new owner.
    check("users_verified_phone_ck", sql`${t.verifiedPhone} is null or ${t.isPhoneVerified}`),
  ],
);

/**
 * Login attempt counters in a window, shared by all server processes (modules/auth/login-throttle.ts):
 * `pair:<username>|<address>` counts attempts from one address, `user:<username>` failures from all.
 */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  /** On a `user:` row under backoff: the earliest time the next spaced attempt may be compared. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
});

/** The detailed profile of spec 3: education, work, interest and identity tags. */
export const customerProfiles = pgTable("customer_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  edu: jsonb("edu").$type<Record<string, unknown>>().notNull().default({}),
  work: jsonb("work").$type<Record<string, unknown>>().notNull().default({}),
  interests: jsonb("interests").$type<string[]>().notNull().default([]),
  identityTags: jsonb("identity_tags").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes for verifying an email address or a phone number. Only a hash of the code is kept. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** email | phone */
    channel: text("channel").notNull(),
    /** The address or number the code was sent to; verifying marks exactly this one. */
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_user_idx").on(t.userId, t.channel, t.sentAt.desc())],
);
