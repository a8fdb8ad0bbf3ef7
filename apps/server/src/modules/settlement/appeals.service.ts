import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appeals, comments, questions, users } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { messageLinks, notify } from "../messages/notify.js";
import { requireVisibleQuestion } from "../questions/questions.service.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { payToComment } from "./bonus.service.js";
import { winningComment } from "./settle.job.js";

/**
 * Appeal for the bonus (spec 5): only while the question is unpaid, only by the author of an unpaid
 * comment on it, only once per question. It freezes settlement until an admin decides.
 */
export async function openAppeal(db: Db, callerId: number, questionId: number) {
  await requireVisibleQuestion(db, callerId, questionId);
  return moneyTransaction(db, async (tx) => {
    const [question] = await tx
      .select({
        userId: questions.userId,
        title: questions.title,
        settlement: questions.settlement,
        isAppealed: questions.isAppealed,
      })
      .from(questions)
      .where(eq(questions.id, questionId))
      .for("update");
    if (!question) throw new AppError(404, "question_not_found", "This question does not exist");
    if (question.isAppealed)
      throw new AppError(409, "already_appealed", "This question has already been appealed");
    if (question.settlement !== "open")
      throw new AppError(400, "cannot_appeal", "This question's bonus is already settled");
    const [comment] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(eq(comments.questionId, questionId), eq(comments.userId, callerId), eq(comments.isPaid, false)),
      )
      .orderBy(asc(comments.createdAt))
      .limit(1);
    if (!comment || question.userId === callerId) {
      throw new AppError(403, "cannot_appeal", "Only the author of an unpaid answer can appeal");
    }
    await tx.insert(appeals).values({ questionId, commentId: comment.id, appellantId: callerId });
    await tx.update(questions).set({ isAppealed: true }).where(eq(questions.id, questionId));
    await notify(tx, question.userId, "appeal_opened", {
      title: question.title,
      link: messageLinks.question(questionId),
    });
    return { appealed: true as const };
  });
}

export async function listOpenAppeals(db: Db) {
  const rows = await db
    .select({
      id: appeals.id,
      questionId: appeals.questionId,
      questionTitle: questions.title,
      bonusFen: questions.bonusFen,
      commentId: appeals.commentId,
      commentContent: comments.content,
      appellantId: appeals.appellantId,
      appellant: users.username,
      createdAt: appeals.createdAt,
    })
    .from(appeals)
    .innerJoin(questions, eq(questions.id, appeals.questionId))
    .innerJoin(comments, eq(comments.id, appeals.commentId))
    .innerJoin(users, eq(users.id, appeals.appellantId))
    .where(eq(appeals.status, "open"))
    .orderBy(asc(appeals.createdAt));
  return rows.map((r) => ({
    id: r.id,
    question_id: r.questionId,
    question_title: r.questionTitle,
    bonus_amount: r.bonusFen / 100,
    comment_id: r.commentId,
    comment_content: r.commentContent,
    appellant_id: r.appellantId,
    appellant: r.appellant,
    created_at: r.createdAt.toISOString(),
  }));
}

/** An admin's decision: award pays the appellant's comment; reject lets the rule settle as usual. */
export async function decideAppeal(db: Db, adminId: number, appealId: number, decision: "award" | "reject") {
  return moneyTransaction(db, async (tx) => {
    const [appeal] = await tx
      .update(appeals)
      .set({
        status: decision === "award" ? "awarded" : "rejected",
        decidedBy: adminId,
        decidedAt: sql`now()`,
      })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, "open")))
      .returning();
    if (!appeal) throw new AppError(409, "already_appealed", "This appeal is not open");
    const [question] = await tx
      .select({ userId: questions.userId, title: questions.title, bonusRule: questions.bonusRule })
      .from(questions)
      .where(eq(questions.id, appeal.questionId))
      .for("update");
    if (!question) throw new AppError(404, "question_not_found", "This question does not exist");
    if (decision === "award") {
      const paid = await payToComment(tx, appeal.questionId, appeal.commentId, "appeal");
      for (const userId of [appeal.appellantId, question.userId]) {
        await notify(tx, userId, "appeal_awarded", {
          title: question.title,
          amountFen: paid.question.bonusFen,
          name: paid.commenterName,
          link: messageLinks.answer(appeal.questionId, appeal.commentId),
        });
      }
    } else {
      for (const userId of [appeal.appellantId, question.userId]) {
        await notify(tx, userId, "appeal_rejected", {
          title: question.title,
          link: messageLinks.answer(appeal.questionId, appeal.commentId),
        });
      }
      // first_five_star pays at once: a 5-star rating the publisher gave while the appeal froze the
      // question pays now. Every other rule settles at the deadline as usual.
      if (question.bonusRule === "first_five_star") {
        const winner = await winningComment(tx, appeal.questionId, "first_five_star");
        if (winner !== null) await payToComment(tx, appeal.questionId, winner, "rule:first_five_star");
      }
    }
    return { id: appeal.id, status: appeal.status };
  });
}
