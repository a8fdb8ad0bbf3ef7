import type { QuestionReactionState, Reaction } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  addFavorite,
  isFavorite,
  ratingStats,
  reactionCounts,
  removeFavorite,
  upsertRating,
  upsertShare,
} from "./engagement.queries.js";
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
        await addFavorite(tx, questionId, userId);
        return;
      }
      case "unfavorite": {
        await removeFavorite(tx, questionId, userId);
      }
    }
  });
  return reactionState(db, userId, questionId);
}

async function reactionState(db: Db, userId: number, questionId: number): Promise<QuestionReactionState> {
  const counts = await reactionCounts(db, questionId);
  const favorite = await isFavorite(db, questionId, userId);
  return {
    likes_count: counts?.likes ?? 0,
    dislikes_count: counts?.dislikes ?? 0,
    favorites_count: counts?.favorites ?? 0,
    my_reaction: (await currentReaction(db, QUESTION_TARGET, questionId, userId)) as Reaction | null,
    my_favorite: favorite,
  };
}

/** Sets the caller's star rating (1-5) of a question; the publisher cannot rate their own. */
export async function rateQuestion(db: Db, userId: number, questionId: number, score: number) {
  const question = await requireVisibleQuestion(db, userId, questionId);
  if (question.userId === userId)
    throw new AppError(403, "cannot_rate_own", "You cannot rate your own question");
  await upsertRating(db, questionId, userId, score);
  const stats = await ratingStats(db, questionId);
  return {
    my_rating: score,
    rating_avg: Math.round(Number(stats?.avg ?? 0) * 100) / 100,
    rating_count: stats?.n ?? 0,
  };
}

/** Records that the caller shared the question (feeds the "shared questions" list). */
export async function shareQuestion(db: Db, userId: number, questionId: number) {
  await requireVisibleQuestion(db, userId, questionId);
  await upsertShare(db, questionId, userId);
  return { shared: true as const };
}
