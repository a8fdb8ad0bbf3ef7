import { z } from "zod";
import { LIMITS, PAGE_SIZES } from "./constants.js";

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Experts are granted by an administrator (issue 14): applying creates a pending application, and only
 * an approval gives the role and the channel's privileges. A channel change is a new application.
 */

/** The expert record's standing: never approved, approved (privileges), or approved once and revoked. */
export const EXPERT_STATUSES = ["applicant", "approved", "revoked"] as const;
export type ExpertStanding = (typeof EXPERT_STATUSES)[number];
export const EXPERT_APPLICATION_KINDS = ["apply", "channel_change"] as const;
export const EXPERT_APPLICATION_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type ExpertApplicationStatus = (typeof EXPERT_APPLICATION_STATUSES)[number];

export const ExpertIdParams = z.object({ expertId: Id });

/** One channel and 1..3 of its root categories (spec 2, 5). */
export const SetExpertCategoriesRequest = z
  .object({
    channel_id: Id,
    category_ids: z.array(Id).min(1).max(LIMITS.maxExpertCategories),
  })
  .meta({ id: "SetExpertCategoriesRequest" });

/** POST /experts/upgrade/{id}: the spec's call sends no body; the web sends the choice with it. */
export const ExpertApplyRequest = SetExpertCategoriesRequest.nullish();

export const ExpertApplication = z
  .object({
    id: z.number().int(),
    expert_id: z.number().int(),
    user_id: z.number().int(),
    kind: z.enum(EXPERT_APPLICATION_KINDS),
    status: z.enum(EXPERT_APPLICATION_STATUSES),
    channel_id: z.number().int().nullable().describe("Null until the applicant has chosen a channel"),
    category_ids: z.array(z.number().int()),
    reason: z.string().nullable().describe("The administrator's reason of a rejection"),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: "ExpertApplication" });
export type ExpertApplication = z.infer<typeof ExpertApplication>;

/**
 * The caller's expert standing (GET /experts/detail/{expertId}, GET /experts/me). `channel_id` and
 * `category_ids` are the approved scope; `application` is the newest application (pending or decided).
 */
export const ExpertDetail = z
  .object({
    expert_id: z.number().int().nullable().describe("Null when the caller never applied"),
    user_id: z.number().int(),
    status: z.enum(["none", ...EXPERT_STATUSES]),
    channel_id: z.number().int().nullable(),
    category_ids: z.array(z.number().int()),
    revoke_reason: z.string().nullable(),
    application: ExpertApplication.nullable(),
  })
  .meta({ id: "ExpertDetail" });
export type ExpertDetail = z.infer<typeof ExpertDetail>;

export const ExpertQuestionsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.expertQuestionList),
});

// Administration

export const AdminExpertApplicationsQuery = z.object({
  status: z.enum(["pending", "approved", "rejected"]).default("pending"),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** What an administrator weighs: the applicant's public facts and detailed profile. */
export const AdminExpertApplication = ExpertApplication.extend({
  applicant: z.object({
    id: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
    role: z.string(),
    location: z.string().nullable(),
    lang: z.string().nullable(),
    is_email_verified: z.boolean(),
    is_phone_verified: z.boolean(),
    created_at: z.string(),
  }),
  profile: z.object({
    edu: z.record(z.string(), z.unknown()),
    work: z.record(z.string(), z.unknown()),
    interests: z.array(z.string()),
    identity_tags: z.array(z.string()),
  }),
  /** For a channel change: the channel the expert is approved for now. */
  current_channel_id: z.number().int().nullable(),
  current_category_ids: z.array(z.number().int()),
}).meta({ id: "AdminExpertApplication" });
export type AdminExpertApplication = z.infer<typeof AdminExpertApplication>;

export const AdminExpertApplicationList = z.object({
  items: z.array(AdminExpertApplication),
  total: z.number().int(),
});

export const ExpertDecisionReason = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: "ExpertDecisionReason" });

/** An approved expert, for the administrator's list (revoke). */
export const AdminExpert = z
  .object({
    expert_id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
    channel_id: z.number().int().nullable(),
    category_ids: z.array(z.number().int()),
    approved_at: z.string().nullable(),
  })
  .meta({ id: "AdminExpert" });
export const AdminExpertList = z.object({ items: z.array(AdminExpert), total: z.number().int() });
export const AdminExpertsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
