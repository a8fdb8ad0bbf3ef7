import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { categories, channels } from "./catalogue.js";
import {
  createdAt,
  heldIndex,
  MODERATION_STATES_SQL,
  moderationColumns,
  requiredRef,
  serialId,
  timestampTz,
  updatedAt,
  userRef,
} from "./columns.js";

/** tsvector built from our own tokens (CJK bigrams + normalized words), see lib/search-tokens.ts. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const questions = pgTable(
  "questions",
  {
    id: serialId(),
    userId: userRef(),
    title: text("title").notNull(),
    type: text("type").notNull().default("question"),
    channelId: requiredRef("channel_id", () => channels.id),
    categoryTopId: requiredRef("category_top_id", () => categories.id),
    categoryId: integer("category_id").references(() => categories.id),
    /** Sanitized HTML. */
    content: text("content").notNull(),
    /** Plain text of the content, for previews. */
    contentText: text("content_text").notNull(),
    imageUrl: text("image_url"),
    files: jsonb("files").$type<string[]>().notNull().default([]),
    bonusFen: bigint("bonus_fen", { mode: "number" }).notNull().default(0),
    paidFen: bigint("paid_fen", { mode: "number" }).notNull().default(0),
    bonusRule: text("bonus_rule").notNull(),
    deadline: timestampTz("deadline").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    isPaid: boolean("is_paid").notNull().default(false),
    isAppealed: boolean("is_appealed").notNull().default(false),
    /** Settlement of the escrow: open until paid to a comment or refunded, exactly once. */
    settlement: text("settlement").notNull().default("open"),
    paidCommentId: integer("paid_comment_id"),
    paidTotalFen: bigint("paid_total_fen", { mode: "number" }),
    paidAt: timestampTz("paid_at"),
    settledAt: timestampTz("settled_at"),
    /** Moderation state (null: published; pending | hidden | rejected), see columns.ts. */
    ...moderationColumns(),
    views: integer("views").notNull().default(0),
    likesCount: integer("likes_count").notNull().default(0),
    dislikesCount: integer("dislikes_count").notNull().default(0),
    favoritesCount: integer("favorites_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: createdAt(),
    /** When the publisher last edited the title or content (each edit is in `revisions`). */
    editedAt: timestampTz("edited_at"),
    /** Soft delete by the publisher: the question is gone for every reader (visibility.ts). */
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    index("questions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("questions_channel_idx").on(t.channelId, t.createdAt.desc()),
    index("questions_category_top_idx").on(t.categoryTopId, t.createdAt.desc()),
    index("questions_category_idx").on(t.categoryId, t.createdAt.desc()),
    index("questions_user_idx").on(t.userId, t.createdAt.desc()),
    index("questions_search_idx").using("gin", t.searchVector),
    index("questions_settlement_due_idx").on(t.deadline).where(sql`${t.settlement} = 'open'`),
    heldIndex("questions", t),
    check("questions_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    check("questions_amounts_ck", sql`${t.bonusFen} >= 0 and ${t.paidFen} >= 0`),
    check(
      "questions_counts_ck",
      sql`${t.likesCount} >= 0 and ${t.dislikesCount} >= 0 and ${t.favoritesCount} >= 0`,
    ),
  ],
);

/** One like or dislike per user and question: the primary key makes repeated or racing clicks count once. */
export const questionReactions = pgTable(
  "question_reactions",
  {
    questionId: requiredRef("question_id", () => questions.id),
    userId: userRef(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index("question_reactions_user_idx").on(t.userId),
  ],
);

/**
 * A user's mark on a question (a favorite, a share): once per user and question (the primary key),
 * listed per user by time.
 */
const questionMarks = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      questionId: requiredRef("question_id", () => questions.id),
      userId: userRef(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.questionId, t.userId] }),
      index(`${name}_user_idx`).on(t.userId, t.createdAt),
    ],
  );

export const questionFavorites = questionMarks("question_favorites");

export const questionRatings = pgTable(
  "question_ratings",
  {
    questionId: requiredRef("question_id", () => questions.id),
    userId: userRef(),
    score: smallint("score").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    check("question_ratings_score_ck", sql`${t.score} between 1 and 5`),
  ],
);

export const questionShares = questionMarks("question_shares");

/** One view per viewer per day; viewer is "u:<id>" or a hash of the anonymous client. */
export const questionViews = pgTable(
  "question_views",
  {
    questionId: requiredRef("question_id", () => questions.id),
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.viewer, t.day] })],
);

export const comments = pgTable(
  "comments",
  {
    id: serialId(),
    questionId: requiredRef("question_id", () => questions.id),
    userId: userRef(),
    /** `format` 'text': plain text, rendered as text (older answers, API clients); 'html': sanitized HTML. */
    content: text("content").notNull(),
    format: text("format").notNull().default("text"),
    files: jsonb("files").$type<string[]>().notNull().default([]),
    likesCount: integer("likes_count").notNull().default(0),
    dislikesCount: integer("dislikes_count").notNull().default(0),
    isPaid: boolean("is_paid").notNull().default(false),
    createdAt: createdAt(),
    /**
     * The question's channel when the author was an approved expert of it at the moment of writing
     * (set by the insert itself); the expert fee is paid only to such answers. Null otherwise.
     */
    expertChannelId: integer("expert_channel_id").references(() => channels.id),
    /** When the author last edited the answer (each edit is in `revisions`). */
    editedAt: timestampTz("edited_at"),
    /**
     * Soft delete by the author: hidden from the answers, never paid by a rule; the row stays so the
     * author still counts as an answerer of the question (a rival's ratings stay discounted).
     */
    deletedAt: timestampTz("deleted_at"),
    /** Moderation state (null: published), see columns.ts. */
    ...moderationColumns(),
  },
  (t) => [
    heldIndex("comments", t),
    check("comments_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    index("comments_question_idx").on(t.questionId, t.createdAt, t.id),
    index("comments_user_idx").on(t.userId, t.createdAt),
    check("comments_counts_ck", sql`${t.likesCount} >= 0 and ${t.dislikesCount} >= 0`),
  ],
);

export const commentReactions = pgTable(
  "comment_reactions",
  {
    commentId: requiredRef("comment_id", () => comments.id),
    userId: userRef(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const commentRatings = pgTable(
  "comment_ratings",
  {
    commentId: requiredRef("comment_id", () => comments.id),
    userId: userRef(),
    score: smallint("score").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check("comment_ratings_score_ck", sql`${t.score} between 1 and 5`),
  ],
);

/**
 * Edit history of questions and answers, readable by whoever can see the question: one row per edit
 * with who, when, and the title/content before and after (content as sanitized HTML).
 */
export const revisions = pgTable(
  "revisions",
  {
    id: serialId(),
    questionId: requiredRef("question_id", () => questions.id),
    /** Null: an edit of the question itself; else of this answer. */
    commentId: integer("comment_id").references(() => comments.id),
    editorId: userRef("editor_id"),
    titleBefore: text("title_before"),
    titleAfter: text("title_after"),
    contentBefore: text("content_before").notNull(),
    contentAfter: text("content_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("revisions_question_idx").on(t.questionId, t.createdAt),
    index("revisions_comment_idx").on(t.commentId, t.createdAt),
  ],
);
