import type { Reaction } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";

/** A table of one-reaction-per-user rows and the counters it keeps on its target. */
export interface ReactionTarget {
  reactions: "question_reactions" | "comment_reactions";
  key: "question_id" | "comment_id";
  counters: "questions" | "comments";
}

export const QUESTION_TARGET: ReactionTarget = {
  reactions: "question_reactions",
  key: "question_id",
  counters: "questions",
};
export const COMMENT_TARGET: ReactionTarget = {
  reactions: "comment_reactions",
  key: "comment_id",
  counters: "comments",
};

type Tx = Pick<Db, "execute">;

const column = (kind: Reaction) => sql.raw(kind === "like" ? "likes_count" : "dislikes_count");

/**
 * Sets the user's reaction to `kind` (like replaces dislike and vice versa). The primary key
 * (target, user) decides: a repeated or concurrent identical click changes nothing, and the counters
 * move only by what the statement really changed — no read-then-write.
 */
export async function setReaction(
  tx: Tx,
  t: ReactionTarget,
  targetId: number,
  userId: number,
  kind: Reaction,
) {
  const other: Reaction = kind === "like" ? "dislike" : "like";
  const rows = await queryRows<{ inserted: boolean }>(
    tx,
    sql`insert into ${sql.raw(t.reactions)} (${sql.raw(t.key)}, user_id, kind) values (${targetId}, ${userId}, ${kind})
      on conflict (${sql.raw(t.key)}, user_id) do update set kind = excluded.kind, created_at = now()
      where ${sql.raw(t.reactions)}.kind <> excluded.kind
      returning (xmax = 0) as inserted`,
  );
  const row = rows[0];
  if (!row) return;
  const replaced = !row.inserted;
  await tx.execute(
    sql`update ${sql.raw(t.counters)} set ${column(kind)} = ${column(kind)} + 1
      ${replaced ? sql`, ${column(other)} = ${column(other)} - 1` : sql``}
      where id = ${targetId}`,
  );
}

/** Removes the user's reaction if it is `kind`; returns whether anything was removed. */
export async function clearReaction(
  tx: Tx,
  t: ReactionTarget,
  targetId: number,
  userId: number,
  kind: Reaction,
) {
  const rows = await queryRows<{ kind: string }>(
    tx,
    sql`delete from ${sql.raw(t.reactions)} where ${sql.raw(t.key)} = ${targetId} and user_id = ${userId} and kind = ${kind}
      returning kind`,
  );
  if (!rows.length) return false;
  await tx.execute(
    sql`update ${sql.raw(t.counters)} set ${column(kind)} = ${column(kind)} - 1 where id = ${targetId}`,
  );
  return true;
}

export async function currentReaction(tx: Tx, t: ReactionTarget, targetId: number, userId: number) {
  const rows = await queryRows<{ kind: Reaction }>(
    tx,
    sql`select kind from ${sql.raw(t.reactions)} where ${sql.raw(t.key)} = ${targetId} and user_id = ${userId}`,
  );
  return rows[0]?.kind ?? null;
}
