import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { moderationWords } from "../../db/schema/index.js";

/** The one row of word lists (made by migration 0021). */
export async function selectWordLists(db: Pick<Db, "select">) {
  const [row] = await db.select().from(moderationWords).where(eq(moderationWords.id, 1));
  if (!row) throw new Error("moderation_words has no row: migration 0021 inserts it");
  return row;
}

/**
 * What every checked write reads to know whether its matcher is current: the version and the time of
 * the last change (together they tell two databases' lists apart in one process, as in tests).
 */
export async function selectWordListsStamp(db: Pick<Db, "select">): Promise<string> {
  const [row] = await db
    .select({ version: moderationWords.version, updatedAt: moderationWords.updatedAt })
    .from(moderationWords)
    .where(eq(moderationWords.id, 1));
  return `${row?.version ?? 0}:${row?.updatedAt?.getTime() ?? 0}`;
}

/** Locks the row for a change (two administrators saving at once: one waits, none is lost unseen). */
export async function selectWordListsForUpdate(tx: Pick<Db, "select">) {
  const [row] = await tx.select().from(moderationWords).where(eq(moderationWords.id, 1)).for("update");
  if (!row) throw new Error("moderation_words has no row: migration 0021 inserts it");
  return row;
}

export async function updateWordLists(
  tx: Pick<Db, "update">,
  lists: { block: string[]; review: string[] },
  actorId: number,
) {
  const [row] = await tx
    .update(moderationWords)
    .set({
      block: lists.block,
      review: lists.review,
      version: sql`${moderationWords.version} + 1`,
      updatedBy: actorId,
      updatedAt: new Date(),
    })
    .where(eq(moderationWords.id, 1))
    .returning();
  if (!row) throw new Error("moderation_words has no row: migration 0021 inserts it");
  return row;
}
