import { type SQL, sql } from "drizzle-orm";
import { experts, questions } from "../../db/schema/index.js";

/**
 * Who may see a question: everyone if public; a private one only its publisher and the experts an
 * administrator approved for the question's channel (an application or a pending channel change grants
 * nothing). A question under moderation (pending, hidden, rejected: issue 17) only its publisher, who
 * sees it with the moderator's note. Used by every read (lists, detail, search, comments).
 */
export function visibleTo(viewerId: number | null): SQL {
  // A question its publisher deleted (soft delete) is visible to nobody, the publisher included.
  if (viewerId === null) {
    return sql`(${questions.isPublic} and ${questions.deletedAt} is null and ${questions.moderation} is null)`;
  }
  return sql`(${questions.deletedAt} is null and (${questions.userId} = ${viewerId} or (${questions.moderation} is null and (${questions.isPublic} or exists (
    select 1 from ${experts} where ${experts.userId} = ${viewerId} and ${experts.status} = 'approved'
      and ${experts.channelId} = ${questions.channelId}
  )))))`;
}
