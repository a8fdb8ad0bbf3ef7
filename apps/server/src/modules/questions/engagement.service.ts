import type { QuestionReactionState, Reaction } from "@ask/contracts";
import { and, avg, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { questionFavorites, questionRatings, questionShares, questions } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { requireVisibleQuestion } from "./questions.service.js";
import { clearReaction, currentReaction, QUESTION_TARGET, setReaction } from "./reactions.js";

export type QuestionAction = "like" | "unlike" | "dislike" | "undislike" | "favorite" | "unfavorite";

/** The state machine of spec 4 for likes, dislikes and favorites of a question. */
export async function reactToQuestion(
  db: Db,
  userId: number,
  questionId: number,
  action: QuestionAction,
): Promise<QuestionReactionState> {
  const question = await requireVisibleQuestion(db, userId, questionId);
  if (question.userId === userId && action !== "favorite" && action !== "unfavorite") {
    throw new AppError(403, "cannot_react_own", "You cannot like or dislike your own question");
  }
  await db.transaction(async (tx) => {
    switch (action) {
      case "like":
      case "dislike":
        return setReaction(tx, QUESTION_TARGET, questionId, userId, action);
      case "unlike":
      case "undislike":
        return clearReaction(
          tx,
          QUESTION_TARGET,
          questionId,
          userId,
          action === "unlike" ? "like" : "dislike",
        );
      case "favorite": {
        const added = await tx
          .insert(questionFavorites)
          .values({ questionId, userId })
          .onConflictDoNothing()
          .returning();
        if (added.length) {
          await tx
            .update(questions)
            .set({ favoritesCount: sql`${questions.favoritesCount} + 1` })
            .where(eq(questions.id, questionId));
        }
        return;
      }
      case "unfavorite": {
        const removed = await tx
          .delete(questionFavorites)
          .where(and(eq(questionFavorites.questionId, questionId), eq(questionFavorites.userId, userId)))
          .returning();
        if (removed.length) {
          await tx
            .update(questions)
            .set({ favoritesCount: sql`${questions.favoritesCount} - 1` })
            .where(eq(questions.id, questionId));
        }
      }
    }
  });
  return reactionState(db, userId, questionId);
}

async function reactionState(db: Db, userId: number, questionId: number): Promise<QuestionReactionState> {
  const [counts] = await db
    .select({
      likes: questions.likesCount,
      dislikes: questions.dislikesCount,
      favorites: questions.favoritesCount,
    })
    .from(questions)
    .where(eq(questions.id, questionId));
  const [favorite] = await db
    .select({ userId: questionFavorites.userId })
    .from(questionFavorites)
    .where(and(eq(questionFavorites.questionId, questionId), eq(questionFavorites.userId, userId)));
  return {
    likes_count: counts?.likes ?? 0,
    dislikes_count: counts?.dislikes ?? 0,
    favorites_count: counts?.favorites ?? 0,
    my_reaction: (await currentReaction(db, QUESTION_TARGET, questionId, userId)) as Reaction | null,
    my_favorite: favorite !== undefined,
  };
}

/** Sets the caller's star rating (1-5) of a question; the publisher cannot rate their own. */
export async function rateQuestion(db: Db, userId: number, questionId: number, score: number) {
  const question = await requireVisibleQuestion(db, userId, questionId);
  if (question.userId === userId)
    throw new AppError(403, "cannot_rate_own", "You cannot rate your own question");
  await db
    .insert(questionRatings)
    .values({ questionId, userId, score })
    .onConflictDoUpdate({
      target: [questionRatings.questionId, questionRatings.userId],
      set: { score, updatedAt: sql`now()` },
    });
  const [stats] = await db
    .select({ avg: avg(questionRatings.score), n: count() })
    .from(questionRatings)
    .where(eq(questionRatings.questionId, questionId));
  return {
    my_rating: score,
    rating_avg: Math.round(Number(stats?.avg ?? 0) * 100) / 100,
    rating_count: stats?.n ?? 0,
  };
}

/** Records that the caller shared the question (feeds the "shared questions" list). */
export async function shareQuestion(db: Db, userId: number, questionId: number) {
  await requireVisibleQuestion(db, userId, questionId);
  await db
    .insert(questionShares)
    .values({ questionId, userId })
    .onConflictDoUpdate({
      target: [questionShares.questionId, questionShares.userId],
      set: { createdAt: sql`now()` },
    });
  return { shared: true as const };
}
