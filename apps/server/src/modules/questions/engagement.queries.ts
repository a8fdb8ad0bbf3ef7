import { and, avg, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { questionFavorites, questionRatings, questionShares, questions } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;

/** Adds the user's favorite (and counts it); false when it was there already. */
export async function addFavorite(db: Pick<Db, "insert" | "update">, questionId: number, userId: number) {
  const added = await db
    .insert(questionFavorites)
    .values({ questionId, userId })
    .onConflictDoNothing()
    .returning();
  if (!added.length) return false;
  await db
    .update(questions)
    .set({ favoritesCount: sql`${questions.favoritesCount} + 1` })
    .where(eq(questions.id, questionId));
  return true;
}

/** Removes the user's favorite (and uncounts it); false when there was none. */
export async function removeFavorite(db: Pick<Db, "delete" | "update">, questionId: number, userId: number) {
  const removed = await db
    .delete(questionFavorites)
    .where(and(eq(questionFavorites.questionId, questionId), eq(questionFavorites.userId, userId)))
    .returning();
  if (!removed.length) return false;
  await db
    .update(questions)
    .set({ favoritesCount: sql`${questions.favoritesCount} - 1` })
    .where(eq(questions.id, questionId));
  return true;
}

export async function reactionCounts(db: Reader, questionId: number) {
  const [counts] = await db
    .select({
      likes: questions.likesCount,
      dislikes: questions.dislikesCount,
      favorites: questions.favoritesCount,
    })
    .from(questions)
    .where(eq(questions.id, questionId));
  return counts;
}

export async function isFavorite(db: Reader, questionId: number, userId: number): Promise<boolean> {
  const [favorite] = await db
    .select({ userId: questionFavorites.userId })
    .from(questionFavorites)
    .where(and(eq(questionFavorites.questionId, questionId), eq(questionFavorites.userId, userId)));
  return favorite !== undefined;
}

/** Sets (or changes) the user's rating of the question. */
export async function upsertRating(
  db: Pick<Db, "insert">,
  questionId: number,
  userId: number,
  score: number,
) {
  await db
    .insert(questionRatings)
    .values({ questionId, userId, score })
    .onConflictDoUpdate({
      target: [questionRatings.questionId, questionRatings.userId],
      set: { score, updatedAt: sql`now()` },
    });
}

export async function ratingStats(db: Reader, questionId: number) {
  const [stats] = await db
    .select({ avg: avg(questionRatings.score), n: count() })
    .from(questionRatings)
    .where(eq(questionRatings.questionId, questionId));
  return stats;
}

/** Records (or refreshes) the user's share of the question. */
export async function upsertShare(db: Pick<Db, "insert">, questionId: number, userId: number) {
  await db
    .insert(questionShares)
    .values({ questionId, userId })
    .onConflictDoUpdate({
      target: [questionShares.questionId, questionShares.userId],
      set: { createdAt: sql`now()` },
    });
}
