import type { Comment, CommentList, CommentReactionState, CommentSort, Reaction } from "@ask/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { commentRatings, comments, experts, questions, users } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { messageLinks, writeGroupedMessage } from "../messages/notify.js";
import { MESSAGE_TEMPLATES } from "../messages/templates.js";
import { moderationOf, stateAfterWrite } from "../moderation/moderation-state.js";
import { assertPublishable } from "../moderation/words.service.js";
import { requireVisibleQuestion } from "../questions/questions.service.js";
import { COMMENT_TARGET, clearReaction, setReaction } from "../questions/reactions.js";
import { answerBody } from "../revisions/revisions.service.js";
import { payFirstFiveStar } from "../settlement/bonus.service.js";
import { commentStandings, NO_STANDING } from "../settlement/comment-standing.js";
import { signUploadsInHtml, signUploadUrl } from "../uploads/signed-urls.js";
import { assertOwnUploads, linkUploadsToQuestion } from "../uploads/uploads.service.js";
import { moneyTransaction } from "../wallet/ledger.js";
import * as q from "./comments.queries.js";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A comment of a private question shows its files with signed URLs (modules/uploads/signed-urls.ts). */
function present(row: q.CommentRow, questionIsPublic: boolean, standing = NO_STANDING): Comment {
  return {
    id: row.id,
    question_id: row.questionId,
    user_id: row.userId,
    username: row.username,
    avatar: row.avatar,
    level: row.level,
    // Rich text of a private question: its pictures from our uploads get signed URLs, as in the question.
    content: row.format === "html" && !questionIsPublic ? signUploadsInHtml(row.content) : row.content,
    format: row.format === "html" ? "html" : "text",
    files: questionIsPublic ? row.files : row.files.map((f) => signUploadUrl(f)),
    likes_count: row.likesCount,
    dislikes_count: row.dislikesCount,
    rating_avg: row.ratingAvg === null ? null : round2(Number(row.ratingAvg)),
    rating_count: Number(row.ratingCount),
    user_rating: row.myRating === null ? null : Number(row.myRating),
    my_reaction: (row.myReaction as Reaction | null) ?? null,
    is_paid: row.isPaid,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    ...standing,
    ...moderationOf(row),
  };
}

export async function listQuestionComments(
  db: Db,
  viewerId: number | null,
  questionId: number,
  skip: number,
  limit: number,
  sort: CommentSort = "oldest",
): Promise<CommentList> {
  const question = await requireVisibleQuestion(db, viewerId, questionId);
  const [rows, total] = await Promise.all([
    q.listComments(db, questionId, viewerId, skip, limit, sort),
    q.countComments(db, questionId, viewerId),
  ]);
  // The bonus standing (counted score, leader, appeal) is counted as the settlement counts it.
  const standings = await commentStandings(
    db,
    questionId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => present(row, question.isPublic, standings.get(row.id))), total };
}

/**
 * Adds an answer; the question's comment counter moves in the same transaction. A review word holds
 * it for a moderator (`moderation` pending: only its author sees it until approved).
 */
export async function addComment(
  db: Db,
  authorId: number,
  input: { question_id: number; content: string; format?: "text" | "html"; files: string[] },
): Promise<Comment> {
  const question = await requireVisibleQuestion(db, authorId, input.question_id);
  // Plain text as sent (the spec's clients), or rich text sanitized exactly like a question's content.
  const { content, format } = answerBody(input.content, input.format ?? "text");
  const moderation = stateAfterWrite(null, await assertPublishable(db, content));
  await assertOwnUploads(db, authorId, input.files);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        questionId: input.question_id,
        userId: authorId,
        content,
        format,
        files: input.files,
        moderation,
        // Whether the author is, at this moment, an approved expert of the question's channel: the
        // expert fee is paid by this record only (an approval later does not reach back).
        expertChannelId: sql`(select ${experts.channelId} from ${experts} join ${questions}
          on ${questions.id} = ${input.question_id} and ${questions.channelId} = ${experts.channelId}
          where ${experts.userId} = ${authorId} and ${experts.status} = 'approved')`,
      })
      .returning({ id: comments.id });
    // Waits for a deletion of the question in progress (it locks the row) and then finds it gone.
    const [counted] = await tx
      .update(questions)
      .set({ commentsCount: sql`${questions.commentsCount} + 1` })
      .where(and(eq(questions.id, input.question_id), isNull(questions.deletedAt)))
      .returning({ id: questions.id });
    if (!counted) throw new AppError(404, "question_not_found", "This question does not exist");
    // The publisher hears of a new answer in their own language, in the answer's transaction (not of
    // one held for review: they cannot see it yet).
    if (question.userId !== authorId && moderation === null) {
      const [names] = await tx
        .select({ title: questions.title, name: users.username })
        .from(questions)
        .innerJoin(users, eq(users.id, authorId))
        .where(eq(questions.id, input.question_id));
      // Several answers to one question within an hour make one message ("3 new answers").
      if (names)
        await writeGroupedMessage(
          tx,
          question.userId,
          "comment_received",
          `comment_received:q${input.question_id}`,
          { one: MESSAGE_TEMPLATES.comment_received, many: MESSAGE_TEMPLATES.comment_received_many },
          () => ({ title: names.title, name: names.name }),
          messageLinks.answer(input.question_id, row?.id ?? 0),
        );
    }
    if (!row) throw new Error("comment was not stored");
    await linkUploadsToQuestion(
      tx,
      input.question_id,
      authorId,
      input.files,
      format === "html" ? content : "",
    );
    return row.id;
  });
  const created = await q.findCommentView(db, id, authorId);
  if (!created) throw new Error("comment was not stored");
  return present(created, question.isPublic);
}

/** A comment the caller may see (its question is visible to them), else 404. */
async function requireVisibleComment(db: Db, viewerId: number, commentId: number) {
  const comment = await q.findComment(db, commentId, viewerId);
  if (!comment) throw new AppError(404, "comment_not_found", "This comment does not exist");
  await requireVisibleQuestion(db, viewerId, comment.questionId).catch(() => {
    throw new AppError(404, "comment_not_found", "This comment does not exist");
  });
  return comment;
}

export type CommentAction = "like" | "unlike" | "dislike" | "undislike";

/**
 * Like/dislike of a comment set a state, as for questions (spec 4): `like` makes it liked (removing a
 * dislike), `unlike` clears a like, and the same for dislike. Repeating one, or sending it twenty times
 * at once, changes nothing more: the (comment, user) primary key decides, never a read-then-write.
 */
export async function reactToComment(
  db: Db,
  userId: number,
  commentId: number,
  action: CommentAction,
): Promise<CommentReactionState> {
  const comment = await requireVisibleComment(db, userId, commentId);
  if (comment.userId === userId) {
    throw new AppError(403, "cannot_react_own", "You cannot like or dislike your own comment");
  }
  await db.transaction(async (tx) => {
    if (action === "like" || action === "dislike") {
      await setReaction(tx, COMMENT_TARGET, commentId, userId, action);
    } else {
      await clearReaction(tx, COMMENT_TARGET, commentId, userId, action === "unlike" ? "like" : "dislike");
    }
  });
  const counts = await q.commentCounts(db, commentId, userId);
  return {
    likes_count: counts.likes,
    dislikes_count: counts.dislikes,
    my_reaction: counts.mine as Reaction | null,
  };
}

/** Rates a comment 1-5 stars; nobody can rate their own comment. */
export async function rateComment(db: Db, userId: number, commentId: number, score: number) {
  const comment = await requireVisibleComment(db, userId, commentId);
  if (comment.userId === userId)
    throw new AppError(403, "cannot_rate_own", "You cannot rate your own comment");
  await moneyTransaction(db, async (tx) => {
    await tx
      .insert(commentRatings)
      .values({ commentId, userId, score })
      .onConflictDoUpdate({
        target: [commentRatings.commentId, commentRatings.userId],
        // updated_at is when the score last changed: the settlement rules order and cut ratings by it
        // (first_five_star's "first", only ratings before the deadline count), so repeating the
        // same score keeps it.
        set: {
          score,
          updatedAt: sql`case when ${commentRatings.score} = excluded.score then ${commentRatings.updatedAt} else now() end`,
        },
      });
    // first_five_star: the publisher's first 5-star rating pays the bonus at once.
    if (score === 5) await payFirstFiveStar(tx, comment.questionId, commentId, userId);
  });
  const stats = await q.ratingStats(db, commentId);
  return { my_rating: score, rating_avg: round2(stats.avg ?? score), rating_count: stats.count };
}
