import {
  type DeleteQuestionResult,
  type EditCommentRequest,
  type EditQuestionRequest,
  type EditResult,
  fenToYuan,
  type ModerationState,
  normalizeTitle,
  type RevisionList,
} from "@ask/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, tsvectorFromTokens } from "../../db/rows.js";
import { commentRatings, comments, questions, revisions, users } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { firstImage, htmlToText, sanitizeRichText } from "../../lib/sanitize.js";
import { documentTokens } from "../../lib/search-tokens.js";
import { shownTo, stateAfterWrite } from "../moderation/moderation-state.js";
import { assertPublishable } from "../moderation/words.service.js";
import { questionNotFound, requireVisibleQuestion } from "../questions/questions.service.js";
import { refundQuestion } from "../settlement/bonus.service.js";
import { signUploadsInHtml } from "../uploads/signed-urls.js";
import { linkUploadsToQuestion } from "../uploads/uploads.service.js";
import { moneyTransaction } from "../wallet/ledger.js";

/*
 * Editing and deleting questions and answers (issue 15 item 7). The rules, and why (a greedy user's
 * view), are in docs/ARCHITECTURE.md "Edits and deletions":
 * - only the author edits or deletes (403 not_author for a reader who can see it, 404 otherwise);
 * - a question: title and content only (never bonus, rule, deadline, visibility), while its escrow is
 *   open (409 question_settled); deleted only without answers (409 question_has_answers) and never
 *   once paid (409 question_paid); deletion is soft and refunds the escrow through the ledger;
 * - an answer: never once paid (409 answer_paid); not after the question's deadline or settlement
 *   (409 answer_locked) — the rules judge answers as they stood at the deadline; its text is not
 *   edited once someone rated it (409 answer_rated) — the ratings were given to that text; deletion
 *   is soft and keeps the author counted as an answerer.
 * Every edit writes a revision (who, when, before/after) that every reader of the question can list.
 */

const notAuthor = (what: string) =>
  new AppError(403, "not_author", `Only the author can change this ${what}`);
const commentNotFound = () => new AppError(404, "comment_not_found", "This comment does not exist");

/** Plain text (older answers, the spec's clients) as HTML, so every revision shows the same way. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
  return escaped
    .split(/\n{2,}/)
    .map((para) => `<p>${para.replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** An answer's body as stored: sanitized HTML (rich text) or trimmed plain text. 400 when empty. */
export function answerBody(
  content: string,
  format: "text" | "html",
): { content: string; format: "text" | "html" } {
  if (format === "text") {
    const text = content.trim();
    if (!text) throw new AppError(400, "blank_content", "Please write your comment");
    return { content: text, format };
  }
  // The editor keeps an empty paragraph after a code block (to type on below it): not part of the answer.
  const html = sanitizeRichText(content).replace(/(<p>(\s|&nbsp;|<br \/>|<br>)*<\/p>)+$/, "");
  if (!htmlToText(html) && !firstImage(html))
    throw new AppError(400, "blank_content", "Please write your comment");
  return { content: html, format };
}

// Questions

export async function editQuestion(
  db: Db,
  callerId: number,
  questionId: number,
  input: EditQuestionRequest,
): Promise<EditResult> {
  await requireVisibleQuestion(db, callerId, questionId);
  const verdict = await assertPublishable(db, input.title, input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: questions.userId,
        title: questions.title,
        content: questions.content,
        files: questions.files,
        settlement: questions.settlement,
        moderation: questions.moderation,
      })
      .from(questions)
      .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)))
      .for("update");
    if (!row) throw questionNotFound();
    if (row.userId !== callerId) throw notAuthor("question");
    // A question a moderator hid or rejected was refunded (settled); its author may still edit it to
    // submit it for review again (the edit makes it pending, below). No money rides on it any more.
    const resubmitting = row.moderation !== null && row.settlement === "refunded";
    if (row.settlement !== "open" && !resubmitting)
      throw new AppError(
        409,
        "question_settled",
        "The bonus of this question is settled: it can no longer be edited",
      );

    const title = input.title === undefined ? row.title : normalizeTitle(input.title);
    if (!title) throw new AppError(400, "validation_error", "The title cannot be empty");
    let content = row.content;
    if (input.content !== undefined) {
      content = sanitizeRichText(input.content);
      if (!htmlToText(content) && !firstImage(content))
        throw new AppError(400, "blank_content", "Please write your question");
    }
    if (title === row.title && content === row.content) {
      const [current] = await tx
        .select({ editedAt: questions.editedAt, createdAt: questions.createdAt })
        .from(questions)
        .where(eq(questions.id, questionId));
      return {
        id: questionId,
        edited_at: (current?.editedAt ?? current?.createdAt ?? new Date()).toISOString(),
        moderation: row.moderation as ModerationState,
      };
    }
    const text = htmlToText(content);
    // The list picture follows the content; an attached picture stays when the content has none.
    const image = firstImage(content) ?? row.files.find((f) => /\.(png|jpe?g)$/i.test(f)) ?? null;
    const [updated] = await tx
      .update(questions)
      .set({
        title,
        content,
        contentText: text,
        imageUrl: image,
        searchVector: tsvectorFromTokens(documentTokens(`${title} ${text}`)),
        editedAt: sql`now()`,
        // Resubmitted when under moderation, held when a review word is new (the note stays until decided).
        moderation: stateAfterWrite(row.moderation, verdict),
      })
      .where(eq(questions.id, questionId))
      .returning({ editedAt: questions.editedAt, moderation: questions.moderation });
    await tx.insert(revisions).values({
      questionId,
      commentId: null,
      editorId: callerId,
      titleBefore: title === row.title ? null : row.title,
      titleAfter: title === row.title ? null : title,
      contentBefore: row.content,
      contentAfter: content,
    });
    await linkUploadsToQuestion(tx, questionId, callerId, [], content);
    return {
      id: questionId,
      edited_at: (updated?.editedAt ?? new Date()).toISOString(),
      moderation: (updated?.moderation ?? null) as ModerationState,
    };
  });
}

/**
 * Soft-deletes the caller's question when nobody answered it; its escrow (bonus and expert fee) goes
 * back to the publisher through the ledger in the same transaction. The row is locked first, so an
 * answer being written at the same moment either commits first (→ 409) or finds the question gone.
 */
export async function deleteQuestion(
  db: Db,
  callerId: number,
  questionId: number,
): Promise<DeleteQuestionResult> {
  await requireVisibleQuestion(db, callerId, questionId);
  return moneyTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        userId: questions.userId,
        settlement: questions.settlement,
        bonusFen: questions.bonusFen,
        paidFen: questions.paidFen,
      })
      .from(questions)
      .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)))
      .for("update");
    if (!row) throw questionNotFound();
    if (row.userId !== callerId) throw notAuthor("question");
    if (row.settlement === "paid")
      throw new AppError(409, "question_paid", "The bonus of this question was paid: it cannot be deleted");
    const [answered] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${comments}
        where ${comments.questionId} = ${questionId} and ${comments.deletedAt} is null`,
    );
    if ((answered?.n ?? 0) > 0)
      throw new AppError(409, "question_has_answers", "This question has answers: it cannot be deleted");
    const refunded = row.settlement === "open" ? row.bonusFen + row.paidFen : 0;
    await refundQuestion(tx, questionId, "deleted");
    await tx.update(questions).set({ deletedAt: sql`now()` }).where(eq(questions.id, questionId));
    return { deleted: true as const, refunded_amount: fenToYuan(refunded) };
  });
}

// Answers

/** The answer and its question, locked, for an edit or a deletion by its author. */
async function lockOwnAnswer(tx: Db, callerId: number, commentId: number) {
  const [row] = await queryRows<{
    question_id: number;
    user_id: number;
    content: string;
    format: "text" | "html";
    is_paid: boolean;
    moderation: string | null;
    settlement: string;
    past_deadline: boolean;
    rated: boolean;
  }>(
    tx,
    sql`select c.question_id, c.user_id, c.content, c.format, c.is_paid, c.moderation, q.settlement,
        q.deadline <= now() as past_deadline,
        exists (select 1 from ${commentRatings} r where r.comment_id = c.id) as rated
      from ${comments} c join ${questions} q on q.id = c.question_id
      where c.id = ${commentId} and c.deleted_at is null and q.deleted_at is null
      for update of c, q`,
  );
  if (!row) throw commentNotFound();
  if (row.user_id !== callerId) throw notAuthor("answer");
  if (row.is_paid) throw new AppError(409, "answer_paid", "This answer was paid the bonus: it is locked");
  if (row.settlement !== "open" || row.past_deadline) {
    throw new AppError(
      409,
      "answer_locked",
      "The question's deadline has passed: its answers are judged as they stood and can no longer change",
    );
  }
  return row;
}

/** A comment the caller may see, else 404 (same as reactions and ratings). */
async function requireVisibleComment(db: Db, viewerId: number | null, commentId: number) {
  const [row] = await db
    .select({ questionId: comments.questionId })
    .from(comments)
    .where(
      and(
        eq(comments.id, commentId),
        isNull(comments.deletedAt),
        shownTo(comments.moderation, comments.userId, viewerId),
      ),
    );
  if (!row) throw commentNotFound();
  await requireVisibleQuestion(db, viewerId, row.questionId).catch(() => {
    throw commentNotFound();
  });
  return row;
}

export async function editComment(
  db: Db,
  callerId: number,
  commentId: number,
  input: EditCommentRequest,
): Promise<EditResult> {
  await requireVisibleComment(db, callerId, commentId);
  const body = answerBody(input.content, input.format ?? "html");
  const verdict = await assertPublishable(db, body.content);
  return db.transaction(async (tx) => {
    const row = await lockOwnAnswer(tx, callerId, commentId);
    if (row.rated) {
      throw new AppError(
        409,
        "answer_rated",
        "This answer has been rated: its text stays as it was rated (you can add another answer)",
      );
    }
    const [updated] = await tx
      .update(comments)
      .set({
        content: body.content,
        format: body.format,
        editedAt: sql`now()`,
        moderation: stateAfterWrite(row.moderation, verdict),
      })
      .where(eq(comments.id, commentId))
      .returning({ editedAt: comments.editedAt, moderation: comments.moderation });
    const asHtml = (content: string, format: string) => (format === "html" ? content : textToHtml(content));
    await tx.insert(revisions).values({
      questionId: row.question_id,
      commentId,
      editorId: callerId,
      contentBefore: asHtml(row.content, row.format),
      contentAfter: asHtml(body.content, body.format),
    });
    if (body.format === "html") await linkUploadsToQuestion(tx, row.question_id, callerId, [], body.content);
    return {
      id: commentId,
      edited_at: (updated?.editedAt ?? new Date()).toISOString(),
      moderation: (updated?.moderation ?? null) as ModerationState,
    };
  });
}

/** Soft-deletes the caller's answer; the question's answer count goes down with it. */
export async function deleteComment(db: Db, callerId: number, commentId: number) {
  await requireVisibleComment(db, callerId, commentId);
  await db.transaction(async (tx) => {
    const row = await lockOwnAnswer(tx, callerId, commentId);
    await tx.update(comments).set({ deletedAt: sql`now()` }).where(eq(comments.id, commentId));
    await tx
      .update(questions)
      .set({ commentsCount: sql`greatest(${questions.commentsCount} - 1, 0)` })
      .where(eq(questions.id, row.question_id));
  });
  return { deleted: true as const };
}

// History

async function listRevisions(
  db: Db,
  where: ReturnType<typeof and>,
  isPublic: boolean,
): Promise<RevisionList> {
  const rows = await db
    .select({
      id: revisions.id,
      editorId: revisions.editorId,
      editorName: users.username,
      createdAt: revisions.createdAt,
      titleBefore: revisions.titleBefore,
      titleAfter: revisions.titleAfter,
      contentBefore: revisions.contentBefore,
      contentAfter: revisions.contentAfter,
    })
    .from(revisions)
    .innerJoin(users, eq(users.id, revisions.editorId))
    .where(where)
    .orderBy(desc(revisions.createdAt), desc(revisions.id));
  // A private question's pictures: signed URLs, as in its detail.
  const html = (s: string) => (isPublic ? s : signUploadsInHtml(s));
  return {
    items: rows.map((r) => ({
      id: r.id,
      editor_id: r.editorId,
      editor_name: r.editorName,
      created_at: r.createdAt.toISOString(),
      title_before: r.titleBefore,
      title_after: r.titleAfter,
      content_before: html(r.contentBefore),
      content_after: html(r.contentAfter),
    })),
  };
}

/** GET /questions/{id}/revisions: the question's own edits, for anyone who can see it. */
export async function questionRevisions(db: Db, viewerId: number | null, questionId: number) {
  const question = await requireVisibleQuestion(db, viewerId, questionId);
  return listRevisions(
    db,
    and(eq(revisions.questionId, questionId), isNull(revisions.commentId)),
    question.isPublic,
  );
}

/** GET /questions/comments/{id}/revisions: an answer's edits, for anyone who can see its question. */
export async function commentRevisions(db: Db, viewerId: number | null, commentId: number) {
  const comment = await requireVisibleComment(db, viewerId, commentId);
  const question = await requireVisibleQuestion(db, viewerId, comment.questionId);
  return listRevisions(db, eq(revisions.commentId, commentId), question.isPublic);
}
