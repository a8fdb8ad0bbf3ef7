import { z } from "zod";
import { ROLES } from "./constants.js";
import { REPORT_REASONS } from "./reports.js";

/**
 * The administrators' users page (issue 17 item 8): search accounts, read one with its balance, counts,
 * recent activity and the open reports against it. Role changes and bans use their own endpoints
 * (users.ts, moderation.ts). Phone numbers are masked: an administrator sees whether a number is set and
 * verified, and the last four digits to tell accounts apart, never the whole number.
 */

export const USER_STATUSES = ["active", "banned"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The listing kinds recent activity shows, as the web's routes name them. */
export const ACTIVITY_LISTING_KINDS = ["housing", "sale", "housekeeping", "job"] as const;
export type ActivityListingKind = (typeof ACTIVITY_LISTING_KINDS)[number];

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const AdminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe("A username (part of it), an account id, or 4+ digits of a phone number"),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserSummary = z
  .object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    ban_reason: z.string().nullable(),
    banned_until: z.string().nullable(),
    phone: z.string().nullable().describe("Masked: all but the last four digits hidden"),
    phone_verified: z.boolean(),
    email_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: "AdminUserSummary" });
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUserList = z
  .object({
    items: z.array(AdminUserSummary),
    has_more: z.boolean().describe("More matches after this page (pass offset + limit)"),
  })
  .meta({ id: "AdminUserList" });
export type AdminUserList = z.infer<typeof AdminUserList>;

const Dated = { id: z.number().int(), created_at: z.string() };

export const AdminUserActivity = z.object({
  questions: z.array(z.object({ ...Dated, title: z.string() })),
  answers: z.array(z.object({ ...Dated, question_id: z.number().int(), question_title: z.string() })),
  listings: z.array(z.object({ ...Dated, kind: z.enum(ACTIVITY_LISTING_KINDS), title: z.string() })),
});
export type AdminUserActivity = z.infer<typeof AdminUserActivity>;

export const AdminUserReport = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  reporter_id: z.number().int(),
  reporter_name: z.string(),
  created_at: z.string(),
});
export type AdminUserReport = z.infer<typeof AdminUserReport>;

export const AdminUserDetail = AdminUserSummary.extend({
  balance: z.object({
    available: z.number().describe("yuan"),
    withdrawable: z.number().describe("yuan"),
    pending_withdrawals: z.number().describe("yuan, withdrawals not yet completed or failed"),
  }),
  counts: z.object({
    questions: z.number().int(),
    answers: z.number().int(),
    listings: z.number().int(),
  }),
  recent: AdminUserActivity.describe("The latest five of each kind"),
  open_reports: z.array(AdminUserReport),
}).meta({ id: "AdminUserDetail" });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserIdParams = z.object({ id: Id });
