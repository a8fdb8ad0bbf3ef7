import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestampTz, userRef } from "./columns.js";
import { comments, questions } from "./questions.js";
import { users } from "./users.js";

/**
 * An appeal for the bonus by the author of an unpaid answer, opened inside the appeal window (after the
 * deadline, or after a manual payment to another answer; see settlement/appeal-rules.ts). Once per
 * answerer and question (so once per answer); several answerers may each appeal. An open appeal holds
 * the question's settlement until an admin decides it.
 */
export const appeals = pgTable(
  "appeals",
  {
    id: serialId(),
    questionId: requiredRef("question_id", () => questions.id),
    commentId: requiredRef("comment_id", () => comments.id),
    appellantId: userRef("appellant_id"),
    /** open | awarded | rejected */
    status: text("status").notNull().default("open"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestampTz("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per answer, and once per answerer on a question (an answerer with two answers appeals once).
    uniqueIndex("appeals_comment_uq").on(t.commentId),
    uniqueIndex("appeals_question_appellant_uq").on(t.questionId, t.appellantId),
    index("appeals_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/** System messages, written in the recipient's language when the event happens. */
export const messages = pgTable(
  "messages",
  {
    id: serialId(),
    userId: userRef(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    /** What the message is about, as an in-app path (`/question?id=12#comment-34`); null: nothing. */
    link: text("link"),
    /**
     * Messages of one repeated event (`comment_received:q12`) are grouped: while one is unread and
     * less than an hour old, the next event updates it (count, text) instead of inserting another.
     */
    groupKey: text("group_key"),
    groupCount: integer("group_count").notNull().default(1),
    /** When a grouped message last changed (null: never); lists sort by it. */
    updatedAt: timestampTz("updated_at"),
  },
  (t) => [
    index("messages_user_idx").on(t.userId, t.createdAt.desc()),
    index("messages_open_group_idx")
      .on(t.userId, t.groupKey)
      .where(sql`${t.isRead} = false and ${t.groupKey} is not null`),
  ],
);
