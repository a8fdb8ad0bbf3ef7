import type { CommentSort } from "@ask/contracts";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { commentRatings, commentReactions, comments, users } from "../../db/schema/index.js";
import { shownTo } from "../moderation/moderation-state.js";
import { COUNTED_RATING, ELIGIBLE_ANSWER } from "../settlement/appeal-rules.js";

/** Comments with their author, rating stats and the viewer's own reaction and rating. */
function selectComments(db: Db, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  return db
    .select({
      id: comments.id,
      questionId: comments.questionId,
      userId: comments.userId,
      username: users.username,
      avatar: users.avatar,
      level: users.level,
      content: comments.content,
      format: comments.format,
      editedAt: comments.editedAt,
      files: comments.files,
      likesCount: comments.likesCount,
      dislikesCount: comments.dislikesCount,
      isPaid: comments.isPaid,
      createdAt: comments.createdAt,
      moderation: comments.moderation,
      moderationNote: comments.moderationNote,
      ratingAvg: sql<
        string | null
      >`(select avg(score) from ${commentRatings} where ${commentRatings.commentId} = ${comments.id})`,
      ratingCount: sql<number>`(select count(*) from ${commentRatings} where ${commentRatings.commentId} = ${comments.id})::int`,
      myRating: sql<
        number | null
      >`(select score from ${commentRatings} where ${commentRatings.commentId} = ${comments.id} and ${commentRatings.userId} = ${viewer})`,
      myReaction: sql<
        string | null
      >`(select kind from ${commentReactions} where ${commentReactions.commentId} = ${comments.id} and ${commentReactions.userId} = ${viewer})`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId));
}

/** An answer the viewer may see: not deleted; under moderation (issue 17) only by its author. */
const shownAnswer = (viewerId: number | null) =>
  and(isNull(comments.deletedAt), shownTo(comments.moderation, comments.userId, viewerId));

/**
 * The answers of a question (not the deleted ones, not others' under moderation): the paid answer first, then by `sort` — oldest or
 * newest first, or by score: under highest_comment_score first the payout's own ranking (average and
 * number of counted ratings), then average rating (unrated last), likes minus dislikes, oldest.
 */
export function listComments(
  db: Db,
  questionId: number,
  viewerId: number | null,
  skip: number,
  limit: number,
  sort: CommentSort = "oldest",
) {
  const order =
    sort === "newest"
      ? [desc(comments.createdAt), desc(comments.id)]
      : sort === "score"
        ? [
            // Under highest_comment_score: first as the payout ranks them (counted ratings only, see
            // settlement/appeal-rules.ts), so the first answer is the leader; other rules: null here.
            sql`(select avg(r.score) from comment_ratings r join comments c on c.id = r.comment_id
              join questions q on q.id = c.question_id
              where c.id = ${comments.id} and q.bonus_rule = 'highest_comment_score'
                and ${ELIGIBLE_ANSWER} and ${COUNTED_RATING}) desc nulls last`,
            sql`(select count(*) from comment_ratings r join comments c on c.id = r.comment_id
              join questions q on q.id = c.question_id
              where c.id = ${comments.id} and q.bonus_rule = 'highest_comment_score'
                and ${ELIGIBLE_ANSWER} and ${COUNTED_RATING}) desc`,
            sql`(select avg(score) from ${commentRatings} where ${commentRatings.commentId} = ${comments.id}) desc nulls last`,
            desc(sql`${comments.likesCount} - ${comments.dislikesCount}`),
            asc(comments.createdAt),
            asc(comments.id),
          ]
        : [asc(comments.createdAt), asc(comments.id)];
  return selectComments(db, viewerId)
    .where(and(eq(comments.questionId, questionId), shownAnswer(viewerId)))
    .orderBy(desc(comments.isPaid), ...order)
    .offset(skip)
    .limit(limit);
}

export async function findCommentView(db: Db, id: number, viewerId: number) {
  const rows = await selectComments(db, viewerId).where(eq(comments.id, id)).limit(1);
  return rows[0];
}

export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

export async function countComments(db: Db, questionId: number, viewerId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.questionId, questionId), shownAnswer(viewerId)));
  return row?.n ?? 0;
}

/** The answer if the viewer may see it (see shownAnswer); its question's visibility is checked apart. */
export async function findComment(db: Db, id: number, viewerId: number) {
  const rows = await db
    .select({ id: comments.id, questionId: comments.questionId, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, id), shownAnswer(viewerId)))
    .limit(1);
  return rows[0];
}

export async function commentCounts(db: Db, id: number, userId: number) {
  const [row] = await db
    .select({ likes: comments.likesCount, dislikes: comments.dislikesCount })
    .from(comments)
    .where(eq(comments.id, id));
  const [mine] = await db
    .select({ kind: commentReactions.kind })
    .from(commentReactions)
    .where(and(eq(commentReactions.commentId, id), eq(commentReactions.userId, userId)));
  return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, mine: mine?.kind ?? null };
}

export async function ratingStats(db: Db, commentId: number) {
  const [row] = await db
    .select({ avg: sql<string | null>`avg(${commentRatings.score})`, n: count() })
    .from(commentRatings)
    .where(eq(commentRatings.commentId, commentId));
  return { avg: row?.avg === null || row?.avg === undefined ? null : Number(row.avg), count: row?.n ?? 0 };
}
