import type { ModerationState } from "@ask/contracts";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * How reads and author writes respect the moderation state of content (issue 17, see
 * db/schema/columns.ts moderationColumns): content whose `moderation` is not null (pending, hidden,
 * rejected) is seen by its author only; everyone else finds nothing (lists, counts, search, 404).
 */

/** Published, or the viewer's own: the condition every read of moderated content adds. */
export function shownTo(moderation: AnyColumn, authorId: AnyColumn, viewerId: number | null): SQL {
  if (viewerId === null) return sql`${moderation} is null`;
  return sql`(${moderation} is null or ${authorId} = ${viewerId})`;
}

/**
 * The moderation state as the API shows it (only the author ever reads a row under moderation): the
 * note only while the content is held, hidden or rejected.
 */
export function moderationOf(row: { moderation: string | null; moderationNote: string | null }): {
  moderation: ModerationState;
  moderation_note: string | null;
} {
  const moderation = (row.moderation as ModerationState) ?? null;
  return { moderation, moderation_note: moderation === null ? null : row.moderationNote };
}

/**
 * The state an author's create or edit stores: content under moderation (pending, hidden, rejected)
 * goes back to `pending` when edited — resubmitted, never published by its author — and so does
 * published content whose text now holds a review word; else it stays published (null).
 */
export function stateAfterWrite(current: string | null, verdict: "review" | null): "pending" | null {
  return current !== null || verdict === "review" ? "pending" : null;
}
