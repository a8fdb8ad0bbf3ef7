import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, timestampTz, userRef } from "./columns.js";
import { users } from "./users.js";

/**
 * Trust and safety (issue 17).
 *
 * The audit log: every moderator and administrator action, appended in the transaction of the action
 * itself (so an action without its entry cannot commit). Append-only in the database: a trigger
 * (migration 0021) refuses UPDATE, DELETE and TRUNCATE for every role, the application's included.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: userRef("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    note: text("note"),
    /** What changed (before/after values), shaped per action. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.id.desc()),
  ],
);

/**
 * The blocked-word lists, one row (id 1): `block` refuses text, `review` holds it for review. Each
 * server process keeps a matcher built from them and rebuilds it when `version` moves (one indexed
 * read per checked write), so a change reaches every process at its next checked write.
 */
export const moderationWords = pgTable(
  "moderation_words",
  {
    id: smallint("id").primaryKey().default(1),
    block: text("block").array().notNull().default(sql`'{}'::text[]`),
    review: text("review").array().notNull().default(sql`'{}'::text[]`),
    version: integer("version").notNull().default(0),
    updatedBy: integer("updated_by").references(() => users.id),
    updatedAt: timestampTz("updated_at"),
  },
  (t) => [check("moderation_words_one_row_ck", sql`${t.id} = 1`)],
);

/**
 * A user's report of content or of another user (issue 17). One open report per reporter and target
 * (the partial unique index); the moderation queue groups open reports by target, and resolving one
 * resolves every open report of that target with the same action. `target_type` is one of
 * question | comment | housing | sale | housekeeping | job | product | user.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: userRef("reporter_id"),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** spam | fraud | offensive | illegal | other */
    reason: text("reason").notNull(),
    note: text("note"),
    /** open | dismissed | actioned */
    status: text("status").notNull().default("open"),
    /** The action taken when resolved: dismiss | hide | reject | ban_user | approve. */
    action: text("action"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: timestampTz("resolved_at"),
    resolutionNote: text("resolution_note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_open_uq")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_open_target_idx").on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index("reports_status_idx").on(t.status, t.createdAt.desc()),
    check("reports_status_ck", sql`${t.status} in ('open','dismissed','actioned')`),
    check("reports_reason_ck", sql`${t.reason} in ('spam','fraud','offensive','illegal','other')`),
    check(
      "reports_target_type_ck",
      sql`${t.targetType} in ('question','comment','housing','sale','housekeeping','job','product','user','conversation')`,
    ),
  ],
);
