import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { moneyTransaction, type Posting, postTransaction } from "../wallet/ledger.js";
import {
  hasOpenAppeal,
  liveCommentWithAuthor,
  lockFirstFiveStarWin,
  lockQuestionSettlement,
  selectPaidInfo,
  setCommentPaid,
  setPaidTotal,
  settleQuestionPaid,
  settleQuestionRefunded,
} from "./settlement.queries.js";
import { notifyPayout, notifyRefund } from "./settlement-messages.js";

type Tx = Db;

/** Moves a new question's bonus and expert fee from the publisher into the question's escrow. */
export async function escrowBonus(
  tx: Tx,
  questionId: number,
  publisherId: number,
  totalFen: number,
  key?: string,
) {
  if (totalFen <= 0) return;
  await postTransaction(tx, {
    kind: "bonus_escrow",
    initiatorId: publisherId,
    idempotencyKey: key ?? null,
    questionId,
    postings: [
      {
        account: { kind: "user_available", userId: publisherId },
        amountFen: -totalFen,
        logType: "pay_bonus",
      },
      { account: { kind: "question_escrow", questionId }, amountFen: totalFen, logType: "internal" },
    ],
  });
}

/**
 * Pays the escrow to a comment, exactly once: the question leaves the 'open' settlement state in the
 * same transaction, so a second (even concurrent) payment finds nothing to settle and gets 409.
 * The bonus goes to the commenter; the expert fee too if the comment was written by an approved expert
 * of the question's channel (recorded on the comment when it was written), otherwise it is refunded to
 * the publisher. The author's role today does not matter.
 */
export async function payToComment(tx: Tx, questionId: number, commentId: number, reason: string) {
  const comment = await liveCommentWithAuthor(tx, commentId);
  if (!comment || comment.questionId !== questionId) {
    throw new AppError(404, "comment_not_found", "This comment does not belong to the question");
  }
  // An answer held, hidden or rejected by moderation (issue 17) is never paid, by a rule or by hand.
  if (comment.moderation !== null) {
    throw new AppError(409, "answer_not_payable", "This answer is under moderation and cannot be paid");
  }
  const question = await settleQuestionPaid(tx, questionId, commentId);
  if (!question)
    throw new AppError(409, "already_paid", "The bonus of this question has already been settled");
  if (comment.userId === question.userId) {
    throw new AppError(400, "not_payable", "The bonus cannot go to the publisher's own comment");
  }
  const byChannelExpert = comment.expertChannelId !== null && comment.expertChannelId === question.channelId;
  const feeToCommenter = byChannelExpert ? question.paidFen : 0;
  const feeBack = question.paidFen - feeToCommenter;
  const toCommenter = question.bonusFen + feeToCommenter;
  await setCommentPaid(tx, commentId, true);
  await setPaidTotal(tx, questionId, toCommenter);

  // The bonus and the expert fee are separate entries, so each balance log line says what it is
  // (how the bonus was paid is told by the transaction's reason: see wallet.service balanceLog).
  const postings: Posting[] = [];
  if (question.bonusFen > 0) {
    postings.push(toUser(comment.userId, question.bonusFen, "receive_bonus", question.userId));
  }
  if (feeToCommenter > 0)
    postings.push(toUser(comment.userId, feeToCommenter, "expert_fee", question.userId));
  if (feeBack > 0) postings.push(toUser(question.userId, feeBack, "refund_expert_fee"));
  if (postings.length) {
    postings.push({
      account: { kind: "question_escrow", questionId },
      amountFen: -(toCommenter + feeBack),
      logType: "internal",
    });
    await postTransaction(tx, { kind: "bonus_payout", questionId, commentId, details: { reason }, postings });
  }
  await notifyPayout(tx, {
    questionId,
    commentId,
    title: question.title,
    publisherId: question.userId,
    answererId: comment.userId,
    answererName: comment.username,
    bonusFen: question.bonusFen,
    feeToAnswererFen: feeToCommenter,
    feeBackFen: feeBack,
    reason,
  });
  return { question, toCommenterFen: toCommenter, commenterName: comment.username };
}

/** A credit to a user's available balance, from `from` (the other party in their balance log) if given. */
const toUser = (userId: number, amountFen: number, logType: Posting["logType"], from?: number): Posting => ({
  account: { kind: "user_available", userId },
  amountFen,
  logType,
  ...(from === undefined ? {} : { counterpartyUserId: from }),
});

/** Returns the whole escrow to the publisher, exactly once. Returns false when it was already settled. */
export async function refundQuestion(tx: Tx, questionId: number, reason: string): Promise<boolean> {
  const question = await settleQuestionRefunded(tx, questionId);
  if (!question) return false;
  const total = question.bonusFen + question.paidFen;
  if (total > 0) {
    await postTransaction(tx, {
      kind: "bonus_refund",
      questionId,
      details: { reason },
      postings: [
        { account: { kind: "question_escrow", questionId }, amountFen: -total, logType: "internal" },
        ...(question.bonusFen > 0 ? [toUser(question.userId, question.bonusFen, "refund_bonus")] : []),
        ...(question.paidFen > 0 ? [toUser(question.userId, question.paidFen, "refund_expert_fee")] : []),
      ],
    });
    await notifyRefund(tx, {
      questionId,
      title: question.title,
      publisherId: question.userId,
      bonusFen: question.bonusFen,
      feeFen: question.paidFen,
    });
  }
  return true;
}

/**
 * POST /questions/pay_bonus: only the question's author, to another user's comment, once, and only
 * under publisher_agree — the other rules pay by themselves (409 rule_is_automatic), otherwise a
 * publisher could pay anyone before the rule decides.
 */
export async function payBonusByPublisher(db: Db, callerId: number, questionId: number, commentId: number) {
  return moneyTransaction(db, async (tx) => {
    const question = await lockQuestionSettlement(tx, questionId);
    if (!question) throw new AppError(404, "question_not_found", "This question does not exist");
    if (question.userId !== callerId)
      throw new AppError(403, "forbidden", "Only the publisher can pay the bonus");
    if (question.bonusRule !== "publisher_agree") {
      throw new AppError(
        409,
        "rule_is_automatic",
        "This question's bonus rule pays automatically; only under publisher_agree does the publisher pay",
      );
    }
    if (await hasOpenAppeal(tx, questionId))
      throw new AppError(409, "already_appealed", "An appeal is open: the platform decides this bonus");
    return payToComment(tx, questionId, commentId, "publisher");
  });
}

export async function paidInfo(db: Pick<Db, "execute">, questionId: number) {
  const row = await selectPaidInfo(db, questionId);
  if (!row) return null;
  return {
    username: row.username,
    amount: sqlNumber(row.amount) / 100,
    paid_at: new Date(row.paid_at).toISOString(),
    comment_id: row.comment_id,
  };
}

/**
 * first_five_star: when the publisher rates another user's comment 5 stars before the deadline, that
 * comment wins at once. While an appeal is open nothing is paid here; if the appeal is rejected, the
 * first such rating wins then (see winningComment). A rating after the deadline does not count.
 */
export async function payFirstFiveStar(tx: Tx, questionId: number, commentId: number, raterId: number) {
  const wins = await lockFirstFiveStarWin(tx, questionId, commentId, raterId);
  if (wins) await payToComment(tx, questionId, commentId, "rule:first_five_star");
}
