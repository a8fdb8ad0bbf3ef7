import { z } from "zod";

/**
 * Trust and safety (issue 17): the blocked-word lists and the audit log of every moderator and
 * administrator action.
 */

/** How many words one list may hold, and how long one word may be (after trimming). */
export const MODERATION_WORD_LIMITS = { maxWords: 20_000, maxWordLength: 50 } as const;

const Word = z.string().trim().min(1).max(MODERATION_WORD_LIMITS.maxWordLength);
const WordList = z.array(Word).max(MODERATION_WORD_LIMITS.maxWords);

/**
 * The two lists: text containing a `block` word is refused (422 `content_blocked`); text containing a
 * `review` word is held for review. Matching ignores width, case, traditional/simplified variants,
 * Arabic diacritics and tatweel, and spaces, punctuation and invisible characters put between letters.
 */
export const ModerationWordsRequest = z
  .object({ block: WordList, review: WordList })
  .meta({ id: "ModerationWordsRequest" });
export type ModerationWordsRequest = z.infer<typeof ModerationWordsRequest>;

export const ModerationWords = z
  .object({
    block: z.array(z.string()),
    review: z.array(z.string()),
    version: z.number().int().describe("Raised by every change of the lists"),
    updated_at: z.string().nullable(),
    updated_by: z.number().int().nullable(),
  })
  .meta({ id: "ModerationWords" });
export type ModerationWords = z.infer<typeof ModerationWords>;

/** Every kind of action the audit log records. */
export const AUDIT_ACTIONS = [
  "role_change",
  "expert_approve",
  "expert_reject",
  "expert_revoke",
  "appeal_decide",
  "words_change",
  "ban",
  "unban",
  "report_resolve",
  "content_decide",
  "payout_approve",
  "payout_reject",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "user",
  "expert_application",
  "expert",
  "appeal",
  "word_list",
  "question",
  "comment",
  "housing",
  "sale",
  "housekeeping",
  "job",
  "product",
  "payment_order",
  "conversation",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Timestamp = z.iso.datetime({ offset: true });

export const AuditLogQuery = z.object({
  actor_id: Id.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z.string().trim().min(1).max(64).optional(),
  from: Timestamp.optional().describe("Entries at or after this time"),
  to: Timestamp.optional().describe("Entries before this time"),
  before: z.coerce.number().int().positive().optional().describe("Keyset cursor: entries older than this id"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int(),
    actor_name: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string(),
    note: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z
  .object({
    items: z.array(AuditEntry),
    next_before: z
      .number()
      .int()
      .nullable()
      .describe("Pass as `before` for the next (older) page; null at the end"),
  })
  .meta({ id: "AuditLogPage" });

/**
 * A ban (issue 17 item 4): the account cannot log in, and every token it holds stops working at once.
 * Without `until` it lasts until an unban.
 */
export const BanRequest = z
  .object({
    reason: z.string().trim().min(1).max(500).describe("Told to the user in their message"),
    until: Timestamp.optional().describe("When the ban ends by itself; absent: until unbanned"),
    hide_content: z
      .boolean()
      .optional()
      .describe("Also hide every published item of the account (questions' held bonuses are refunded)"),
  })
  .meta({ id: "BanRequest" });
export type BanRequest = z.infer<typeof BanRequest>;

export const UnbanRequest = z
  .object({ note: z.string().trim().max(500).optional() })
  .meta({ id: "UnbanRequest" });

export const BanState = z
  .object({
    id: z.number().int(),
    username: z.string(),
    status: z.enum(["active", "banned"]),
    ban_reason: z.string().nullable(),
    banned_until: z.string().nullable(),
    hidden_items: z.number().int().describe("Items this ban hid (hide_content); 0 otherwise"),
  })
  .meta({ id: "BanState" });
export type BanState = z.infer<typeof BanState>;
