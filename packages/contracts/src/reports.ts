import { z } from "zod";

/**
 * Reports and the moderation queue (issue 17 items 1–2). Any signed-in user reports content or a user;
 * moderators and administrators decide each reported (or held) target once, for all its reporters.
 */

/** What can be reported: content by its table, or a user. */
export const REPORT_TARGET_TYPES = [
  "question",
  "comment",
  "housing",
  "sale",
  "housekeeping",
  "job",
  "product",
  "user",
  "conversation",
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ["spam", "fraud", "offensive", "illegal", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The moderation state of a piece of content: null while published. */
export const MODERATION_STATES = ["pending", "hidden", "rejected"] as const;
export const ModerationState = z.enum(MODERATION_STATES).nullable();
export type ModerationState = z.infer<typeof ModerationState>;

/**
 * What a moderator may do with a reported or held target:
 * - `dismiss`: nothing is wrong; the reports close and the content stays as it is.
 * - `approve`: publish held (pending) or hidden content again; the reports close as dismissed.
 * - `hide` / `reject`: the content disappears for everyone but its author (who sees the note) and
 *   moderators; a question's held bonus is refunded to its publisher. `reject` reads "rejected in review".
 * - `ban_user`: hide the content and ban its author (for a user target: ban that user).
 */
export const MODERATION_ACTIONS = ["dismiss", "approve", "hide", "reject", "ban_user"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const ReportRequest = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: Id,
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(500).optional().describe("Required when the reason is `other`"),
  })
  .refine((r) => r.reason !== "other" || (r.note ?? "").length > 0, {
    path: ["note"],
    message: "Say what is wrong",
  })
  .meta({ id: "ReportRequest" });
export type ReportRequest = z.infer<typeof ReportRequest>;

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;

export const Report = z
  .object({
    id: z.number().int(),
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: "Report" });
export type Report = z.infer<typeof Report>;

export const ReportQueueQuery = z.object({
  status: z.enum(REPORT_STATUSES).default("open"),
  target_type: z.enum(REPORT_TARGET_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const Reporter = z.object({
  report_id: z.number().int(),
  reporter_id: z.number().int(),
  reporter_name: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** The reported (or held) content as a moderator sees it, whatever its state. */
export const ReportedContent = z.object({
  /** Title, product name or username; for an answer, its question's title. */
  title: z.string(),
  /** Plain text of the body (first 1 000 characters). */
  excerpt: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  moderation: ModerationState,
  moderation_note: z.string().nullable(),
  /** In-app path of the content (`/question?id=12`); null when it has none. */
  link: z.string().nullable(),
  created_at: z.string().nullable(),
  /** False when the target no longer exists (deleted by its author). */
  exists: z.boolean(),
});

/**
 * One target in the queue: its open reports, newest last. `report_id` is the report to pass to
 * `resolve` (null for content held by a review word that nobody reported: decide it with `decide`).
 */
export const ReportGroup = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.number().int(),
    report_id: z.number().int().nullable(),
    reports_count: z.number().int(),
    first_reported_at: z.string().nullable(),
    content: ReportedContent,
    reporters: z.array(Reporter),
    /** For decided reports: how and by whom. */
    action: z.enum(MODERATION_ACTIONS).nullable(),
    resolved_by_name: z.string().nullable(),
    resolution_note: z.string().nullable(),
  })
  .meta({ id: "ReportGroup" });
export type ReportGroup = z.infer<typeof ReportGroup>;

export const ReportQueue = z
  .object({ items: z.array(ReportGroup), total: z.number().int() })
  .meta({ id: "ReportQueue" });
export type ReportQueue = z.infer<typeof ReportQueue>;

export const ReportParams = z.object({ id: Id });

export const ResolveReportRequest = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    note: z.string().trim().max(500).default("").describe("Shown to the author for hide/reject, audited"),
  })
  .meta({ id: "ResolveReportRequest" });
export type ResolveReportRequest = z.infer<typeof ResolveReportRequest>;

export const DecideContentRequest = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: Id,
    action: z.enum(MODERATION_ACTIONS),
    note: z.string().trim().max(500).default(""),
  })
  .meta({ id: "DecideContentRequest" });
export type DecideContentRequest = z.infer<typeof DecideContentRequest>;

export const ModerationDecision = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.number().int(),
    action: z.enum(MODERATION_ACTIONS),
    moderation: ModerationState,
    reports_resolved: z.number().int().describe("How many open reports this decision closed"),
    refunded_fen: z.number().int().describe("A question's bonus returned to its publisher (0 otherwise)"),
  })
  .meta({ id: "ModerationDecision" });
export type ModerationDecision = z.infer<typeof ModerationDecision>;
