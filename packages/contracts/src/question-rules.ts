import { LIMITS } from "./constants.js";

/** Question constants and rules without zod (the web's list and detail screens import only these). */

export const QUESTION_STATUSES = ["pending", "todo", "done", "rejected"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const REACTIONS = ["like", "dislike"] as const;
export type Reaction = (typeof REACTIONS)[number];

/**
 * Answerers may appeal for the bonus during this many days after the deadline of an unpaid question,
 * or after the publisher paid another answer by hand; a refund of a question with answers waits as long.
 */
export const APPEAL_WINDOW_DAYS = 7;

export const QUESTION_LIMITS = {
  contentMaxChars: 50_000,
  commentMaxChars: 10_000,
  searchMaxChars: 100,
  maxDeadlineDays: 365,
} as const;

/** Plain-text preview: tags dropped, entities decoded for the common ones, white space folded. */
export function previewText(text: string, max: number = LIMITS.contentPreview): string {
  const folded = text.replace(/\s+/g, " ").trim();
  const chars = [...folded];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : folded;
}
