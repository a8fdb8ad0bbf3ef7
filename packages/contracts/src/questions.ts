import { z } from "zod";
import {
  BONUS_RULES,
  DEFAULT_BONUS_RULE,
  LIMITS,
  LIST_CAPS,
  PAGE_SIZES,
  PRIVATE_BONUS_RULES,
} from "./constants.js";
import { ListTotal } from "./list-total.js";
import { ModeratedFields } from "./moderated.js";
import { YuanAmount } from "./money.js";
import { QUESTION_LIMITS, QUESTION_STATUSES, REACTIONS } from "./question-rules.js";
import { graphemes, normalizeTitle, QUESTION_TITLE_MAX } from "./question-title.js";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./time-zone.js";
import { UPLOAD_LIMITS } from "./upload-rules.js";
import { UploadUrl } from "./uploads.js";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });

const Paging = (defaultLimit: number) =>
  z.object({
    skip: z.coerce.number().int().min(0).max(LIST_CAPS.maxOffset).default(0),
    limit: z.coerce.number().int().min(1).max(LIMITS.maxListLimit).default(defaultLimit),
  });

/** GET /api/questions */
export const QuestionListQuery = Paging(PAGE_SIZES.questionList).extend({
  channel: Id.optional(),
  category_top: Id.optional(),
  category: Id.optional(),
  search: z.string().trim().max(QUESTION_LIMITS.searchMaxChars).optional(),
  status: z.enum(QUESTION_STATUSES).optional(),
  author: Id.optional().describe(
    "Only this user's questions: the public ones, and also the private ones when the caller is that user",
  ),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

/** The lists of one user: my, commented, favorites, shared. user_id may be given but must be the caller. */
export const UserListQuery = Paging(PAGE_SIZES.questionList).extend({ user_id: Id.optional() });
export const UserIdParams = z.object({ userId: Id });

const Author = {
  user_id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.string(),
};

/** A question in a list (spec 2, My questions / Question list). Amounts in yuan. */
export const QuestionSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: z.string(),
    ...Author,
    channel: z.number().int(),
    category_top: z.number().int(),
    category: z.number().int().nullable(),
    content_preview: z.string().describe("First 80 characters of the content as plain text"),
    bonus_amount: z.number(),
    paid_amount: z.number(),
    bonus_rule: z.enum(BONUS_RULES),
    deadline: z.string(),
    is_public: z.boolean(),
    is_paid: z.boolean(),
    status: z.enum(QUESTION_STATUSES),
    settlement: z
      .enum(["open", "paid", "refunded"])
      .describe("The bonus: open until paid to an answer or refunded to the publisher, once"),
    paid_to: z
      .object({ user_id: z.number().int(), username: z.string(), amount: z.number().describe("yuan") })
      .nullable()
      .describe("Once paid: the answerer who received the bonus and how much (bonus + any expert fee)"),
    views: z.number().int(),
    likes: z.number().int(),
    likes_count: z.number().int(),
    dislikes_count: z.number().int(),
    favorites_count: z.number().int(),
    comments: z.number().int().describe("Number of comments"),
    image_url: z.string().nullable(),
    created_at: z.string(),
    ...ModeratedFields,
  })
  .meta({ id: "QuestionSummary" });
export type QuestionSummary = z.infer<typeof QuestionSummary>;

export const QuestionList = ListTotal.extend({ items: z.array(QuestionSummary) });
export type QuestionList = z.infer<typeof QuestionList>;

export const PaidInfo = z
  .object({ username: z.string(), amount: z.number(), paid_at: z.string(), comment_id: z.number().int() })
  .nullable();

/** GET /api/questions/detail/{id}: every field of spec 3 Question, plus the caller's own state. */
export const QuestionDetail = QuestionSummary.extend({
  content: z.string().describe("Sanitized HTML"),
  files: z.array(z.string()),
  is_appealed: z.boolean(),
  user_comments: z.array(z.object({ user_id: z.number().int(), is_paid: z.boolean() })),
  ratings: z.array(z.object({ user_id: z.number().int(), score: z.number().int() })),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  liked_user_ids: z.array(z.number().int()),
  disliked_user_ids: z.array(z.number().int()),
  favorites: z.array(z.number().int()),
  paid_info: PaidInfo,
  settlement: z.enum(["open", "paid", "refunded"]).describe("The escrow: open until paid or refunded, once"),
  appeal_status: z
    .enum(["open", "awarded", "rejected"])
    .nullable()
    .describe("open while any answerer's appeal waits; else awarded if one was; else rejected; null: none"),
  can_appeal: z
    .boolean()
    .describe(
      "The caller may appeal now: an unpaid answer of theirs from before the deadline, inside the appeal window, not yet appealed",
    ),
  appeal_ends_at: z
    .string()
    .nullable()
    .describe(
      "When the appeal window closes (APPEAL_WINDOW_DAYS after the deadline, or after a payment by the publisher); null when no appeal is possible",
    ),
  my_appeal_status: z.enum(["open", "awarded", "rejected"]).nullable().describe("The caller's own appeal"),
  my_reaction: z.enum(REACTIONS).nullable(),
  my_favorite: z.boolean(),
  my_rating: z.number().int().nullable(),
  edited_at: z
    .string()
    .nullable()
    .describe("When the publisher last edited it; see /questions/{id}/revisions"),
}).meta({ id: "QuestionDetail" });
export type QuestionDetail = z.infer<typeof QuestionDetail>;

/**
 * POST /api/questions. user_id and is_paid may be sent (the spec's client does) but are ignored: the
 * author comes from the token, is_paid from settlement. `title` is optional (issue 15 item 9).
 */
export const CreateQuestionRequest = z
  .object({
    title: z
      .string()
      .max(QUESTION_TITLE_MAX * 8)
      .nullish()
      .refine((t) => !t || graphemes(normalizeTitle(t)).length <= QUESTION_TITLE_MAX, {
        message: `the title has at most ${QUESTION_TITLE_MAX} characters`,
      })
      .describe(
        `Optional, at most ${QUESTION_TITLE_MAX} characters. Without one (or with only the first characters of the content, as older clients send) it is derived from the content's text, cut at a word boundary with an ellipsis`,
      ),
    type: z.string().trim().max(32).optional(),
    channel: Id,
    category_top: Id,
    category: Id.nullable().optional(),
    content: z.string().max(QUESTION_LIMITS.contentMaxChars),
    bonus_amount: YuanAmount.default(0),
    paid_amount: YuanAmount.default(0),
    bonus_rule: z.enum(BONUS_RULES).default(DEFAULT_BONUS_RULE),
    deadline: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()])
      .optional()
      .describe(
        "A date-time with offset, or a date (YYYY-MM-DD: the end of that day, 23:59:59, in time_zone). Defaults to 7 days from now",
      ),
    time_zone: z
      .string()
      .refine(isTimeZone, { message: "an IANA time zone name, e.g. Asia/Shanghai" })
      .default(DEFAULT_TIME_ZONE)
      .describe(`The publisher's IANA time zone, for a date-only deadline (default ${DEFAULT_TIME_ZONE})`),
    is_public: z.boolean().default(true),
    files: z.array(UploadUrl).max(UPLOAD_LIMITS.maxAttachmentsPerPost).default([]),
    user_id: z.unknown().optional().describe("Ignored: the author is the caller"),
    is_paid: z.unknown().optional().describe("Ignored: set by settlement"),
  })
  .refine((q) => q.is_public || PRIVATE_BONUS_RULES.includes(q.bonus_rule), {
    path: ["bonus_rule"],
    message: "private questions allow only publisher_agree or first_reply",
  });
export type CreateQuestionRequest = z.input<typeof CreateQuestionRequest>;

export const CreateQuestionResponse = z.object({
  id: z.number().int(),
  moderation: ModeratedFields.moderation,
});

/** Bodies of the spec's calls that carry only user_id (ignored); an empty body is fine too. */
export const UserIdBody = z.object({ user_id: z.unknown().optional() }).nullish();

/** Result of like/unlike/dislike/undislike/favorite/unfavorite. */
export const QuestionReactionState = z.object({
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  favorites_count: z.number().int(),
  my_reaction: z.enum(REACTIONS).nullable(),
  my_favorite: z.boolean(),
});
export type QuestionReactionState = z.infer<typeof QuestionReactionState>;

export const Score = z.coerce.number().int().min(1).max(5);
export const RateRequest = z.object({ score: Score, user_id: z.unknown().optional() });
export const RatingState = z.object({
  my_rating: z.number().int(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
});

export const ShareResponse = z.object({ shared: z.literal(true) });

export const MyTotals = z.object({
  total_likes: z.number().int(),
  total_ratings: z.number().int(),
  total_favorites: z.number().int(),
});
export type MyTotals = z.infer<typeof MyTotals>;

// Comments (answers)

export const COMMENT_SORTS = ["oldest", "newest", "score"] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const CommentListQuery = Paging(PAGE_SIZES.comments).extend({
  question_id: Id,
  user_id: z.unknown().optional(),
  sort: z
    .enum(COMMENT_SORTS)
    .default("oldest")
    .describe(
      "The paid answer always comes first; then oldest or newest first, or by score (average rating, then likes minus dislikes, then oldest)",
    ),
});

export const Comment = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    ...Author,
    content: z.string().describe("format text: plain text, rendered as text; format html: sanitized HTML"),
    format: z.enum(["text", "html"]),
    files: z.array(z.string()),
    likes_count: z.number().int(),
    dislikes_count: z.number().int(),
    rating_avg: z.number().nullable(),
    rating_count: z.number().int(),
    user_rating: z.number().int().nullable().describe("The caller's own rating of this comment"),
    my_reaction: z.enum(REACTIONS).nullable(),
    is_paid: z.boolean(),
    created_at: z.string(),
    rule_score: z
      .object({ avg: z.number().nullable(), count: z.number().int() })
      .nullable()
      .describe(
        "highest_comment_score only (else null): the ratings that count for the bonus — the publisher's always; not the answer author's, another answerer's, or an account's without a verified phone; given before the deadline",
      ),
    leading: z
      .boolean()
      .describe("highest_comment_score, still unsettled: this answer would win if the question settled now"),
    appeal_status: z
      .enum(["open", "awarded", "rejected"])
      .nullable()
      .describe("The appeal made with this answer, if any"),
    edited_at: z
      .string()
      .nullable()
      .describe("When the author last edited it; see /questions/comments/{id}/revisions"),
    ...ModeratedFields,
  })
  .meta({ id: "Comment" });
export type Comment = z.infer<typeof Comment>;

export const CommentList = z.object({ items: z.array(Comment), total: z.number().int() });
export type CommentList = z.infer<typeof CommentList>;

export const CreateCommentRequest = z.object({
  question_id: Id,
  content: z.string().max(QUESTION_LIMITS.commentMaxChars),
  format: z
    .enum(["text", "html"])
    .default("text")
    .describe("text (the spec's clients): plain text; html: rich text, sanitized like a question"),
  files: z.array(UploadUrl).max(UPLOAD_LIMITS.maxAttachmentsPerPost).default([]),
  user_id: z.unknown().optional(),
});
export type CreateCommentRequest = z.input<typeof CreateCommentRequest>;

export const CommentReactionState = z.object({
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  my_reaction: z.enum(REACTIONS).nullable(),
});
export type CommentReactionState = z.infer<typeof CommentReactionState>;

/** GET /api/questions/manage: the user centre's manage tab (spec 2): my questions or my answers. */
export const ManageQuery = z.object({
  kind: z.enum(["questions", "answers"]).default("questions"),
  status: z.enum(QUESTION_STATUSES).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  search: z.string().trim().max(QUESTION_LIMITS.searchMaxChars).optional(),
  skip: z.coerce.number().int().min(0).max(LIST_CAPS.maxOffset).default(0),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxListLimit).default(PAGE_SIZES.questionList),
});
export type ManageQuery = z.infer<typeof ManageQuery>;
export const StatusCounts = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  todo: z.number().int(),
  done: z.number().int(),
  rejected: z.number().int(),
});
export const ManageList = QuestionList.extend({ counts: StatusCounts });
export type ManageList = z.infer<typeof ManageList>;
