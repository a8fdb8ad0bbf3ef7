import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { channels } from "./catalogue.js";
import { createdAt, requiredRef, serialId, timestampTz, updatedAt, userRef } from "./columns.js";
import { users } from "./users.js";

/**
 * An expert covers one channel and up to 3 of its root categories (spec 2, Expert category select).
 * `channel_id` and `category_ids` are the APPROVED scope: only an administrator's approval (or an approved
 * expert's category change inside that channel) writes them. Privileges exist only while `status` is
 * 'approved': 'applicant' has never been approved, 'revoked' was approved and is no more.
 */
export const experts = pgTable(
  "experts",
  {
    id: serialId(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id),
    channelId: integer("channel_id").references(() => channels.id),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    status: text("status").notNull().default("applicant"),
    approvedAt: timestampTz("approved_at"),
    revokedAt: timestampTz("revoked_at"),
    revokeReason: text("revoke_reason"),
  },
  (t) => [check("experts_status_ck", sql`${t.status} in ('applicant','approved','revoked')`)],
);

/**
 * A request an administrator decides: becoming an expert ('apply') or moving an approved expert to
 * another channel ('channel_change'). At most one is pending per user (partial unique index), so
 * applying again while one waits returns it instead of queueing another.
 */
export const expertApplications = pgTable(
  "expert_applications",
  {
    id: serialId(),
    expertId: requiredRef("expert_id", () => experts.id),
    userId: userRef(),
    kind: text("kind").notNull(),
    /** Null until the applicant has chosen (the spec's upgrade call sends no body). */
    channelId: integer("channel_id").references(() => channels.id),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestampTz("decided_at"),
  },
  (t) => [
    uniqueIndex("expert_applications_one_pending_uq").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("expert_applications_status_idx").on(t.status, t.createdAt),
    index("expert_applications_user_idx").on(t.userId, t.createdAt),
    check("expert_applications_kind_ck", sql`${t.kind} in ('apply','channel_change')`),
    check("expert_applications_status_ck", sql`${t.status} in ('pending','approved','rejected','withdrawn')`),
  ],
);
