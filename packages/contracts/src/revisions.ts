import { z } from "zod";
import { ModeratedFields } from "./moderated.js";
import { QUESTION_LIMITS } from "./question-rules.js";
import { QUESTION_TITLE_MAX } from "./question-title.js";

/** The longest title a publisher may give when editing: the same as when publishing. */
export const EDITED_TITLE_MAX = QUESTION_TITLE_MAX;

/**
 * PATCH /api/questions/{id}: the publisher edits the title and/or the content. The bonus, the rule,
 * the deadline and visibility (the money) cannot change: those fields are not part of the body.
 */
export const EditQuestionRequest = z
  .object({
    title: z.string().trim().min(1).max(EDITED_TITLE_MAX).optional(),
    content: z.string().max(QUESTION_LIMITS.contentMaxChars).optional(),
  })
  .refine((b) => b.title !== undefined || b.content !== undefined, {
    message: "Send a title or a content",
  });
export type EditQuestionRequest = z.input<typeof EditQuestionRequest>;

/** PATCH /api/questions/comments/{id}: the author edits the answer's text (rich text by default). */
export const EditCommentRequest = z.object({
  content: z.string().max(QUESTION_LIMITS.commentMaxChars),
  format: z.enum(["text", "html"]).default("html"),
});
export type EditCommentRequest = z.input<typeof EditCommentRequest>;

export const EditResult = z.object({
  id: z.number().int(),
  edited_at: z.string(),
  moderation: ModeratedFields.moderation,
});
export type EditResult = z.infer<typeof EditResult>;

/** DELETE /api/questions/{id}: the escrowed bonus (if any) went back to the publisher. */
export const DeleteQuestionResult = z.object({
  deleted: z.literal(true),
  refunded_amount: z.number().describe("Yuan returned to the publisher's balance (0 without a bonus)"),
});
export type DeleteQuestionResult = z.infer<typeof DeleteQuestionResult>;

export const DeleteCommentResult = z.object({ deleted: z.literal(true) });

/** One edit of a question or an answer: who, when, and what changed (content as sanitized HTML). */
export const Revision = z
  .object({
    id: z.number().int(),
    editor_id: z.number().int(),
    editor_name: z.string(),
    created_at: z.string(),
    title_before: z.string().nullable().describe("Questions only; null when the title did not change"),
    title_after: z.string().nullable(),
    content_before: z.string().describe("Sanitized HTML"),
    content_after: z.string().describe("Sanitized HTML"),
  })
  .meta({ id: "Revision" });
export type Revision = z.infer<typeof Revision>;

/** Newest edit first. */
export const RevisionList = z.object({ items: z.array(Revision) });
export type RevisionList = z.infer<typeof RevisionList>;
