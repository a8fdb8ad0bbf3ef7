import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { htmlToText } from "../../lib/sanitize.js";
import { messageLinks, notify } from "../messages/notify.js";
import { appendAudit } from "../moderation/audit.queries.js";
import { requireVisibleQuestion } from "../questions/questions.service.js";
import { moneyTransaction, type Posting, postTransaction } from "../wallet/ledger.js";
import { type AppealRefusal, appealFacts, viewerAppeal } from "./appeal-rules.js";
import { payToComment } from "./bonus.service.js";
import {
  awardSource,
  decideOpenAppeal,
  insertAppeal,
  lockQuestionHead,
  movePayment,
  selectOpenAppeals,
  selectTransferFacts,
  setCommentPaid,
  usernameOf,
} from "./settlement.queries.js";

const REFUSALS: Record<Exclude<AppealRefusal, "cannot_appeal">, [number, string]> = {
  already_appealed: [409, "You have already appealed on this question"],
  appeal_too_early: [409, "Appeals open when the deadline has passed without your answer being paid"],
  appeal_window_closed: [409, "The appeal window of this question has closed"],
  payout_is_final: [409, "The bonus was paid by the question's rule; that payout is final"],
};

/**
 * Appeal for the bonus with one's own unpaid answer (written before the deadline, and before the
 * payment if the bonus was paid): only inside the appeal window (appeal-rules.ts appealWindow: after
 * the deadline of an unpaid question, or after the publisher's own payment to another answer), once
 * per answerer and question. Several answerers may each appeal. An open appeal holds settlement until
 * an admin decides it.
 */
export async function openAppeal(db: Db, callerId: number, questionId: number) {
  await requireVisibleQuestion(db, callerId, questionId);
  return moneyTransaction(db, async (tx) => {
    const question = await lockQuestionHead(tx, questionId);
    if (!question) throw new AppError(404, "question_not_found", "This question does not exist");
    const found = await appealFacts(tx, questionId, callerId);
    if (!found) throw new AppError(404, "question_not_found", "This question does not exist");
    const { refusal } = viewerAppeal(found.facts, callerId, found.answerId, found.myStatus);
    if (refusal === "cannot_appeal" || found.answerId === null) {
      if (found.answerId === null || callerId === question.userId) {
        throw new AppError(
          403,
          "cannot_appeal",
          "Only the author of an unpaid answer written before the deadline can appeal",
        );
      }
      throw new AppError(409, "cannot_appeal", "There is no bonus to appeal for");
    }
    if (refusal) {
      const [status, detail] = REFUSALS[refusal];
      throw new AppError(status, refusal, detail);
    }
    await insertAppeal(tx, { questionId, commentId: found.answerId, appellantId: callerId });
    await notify(tx, question.userId, "appeal_opened", {
      title: question.title,
      link: messageLinks.question(questionId),
    });
    return { appealed: true as const };
  });
}

/* What an award pays from: AWARD_SOURCE in settlement.queries.ts. */

export async function listOpenAppeals(db: Db) {
  const rows = await selectOpenAppeals(db);
  return rows.map((r) => ({
    id: r.id,
    question_id: r.question_id,
    question_title: r.question_title,
    bonus_amount: sqlNumber(r.bonus_fen) / 100,
    comment_id: r.comment_id,
    // A rich-text answer as its plain text (the admin card shows text).
    comment_content: r.comment_format === "html" ? htmlToText(r.comment_content) : r.comment_content,
    appellant_id: r.appellant_id,
    appellant: r.appellant,
    created_at: new Date(r.created_at).toISOString(),
    award: r.award,
    paid_to:
      r.paid_to === null || r.paid_fen === null
        ? null
        : { username: r.paid_to, amount: sqlNumber(r.paid_fen) / 100 },
  }));
}

/**
 * The publisher's payment moves to the appellant's answer, as if the publisher had paid that answer:
 * the payee gives back all they received; the appellant gets the bonus, plus the expert fee if their
 * answer is a channel expert's; the fee goes back to, or comes from, the publisher when only one of the
 * two answers earns it. The ledger refuses an overdraft, so when the payee (or the publisher, for a fee)
 * no longer has the money the award is refused (409 award_unfunded) and nothing moves.
 */
async function transferPayout(tx: Db, questionId: number, appellantCommentId: number, appellantId: number) {
  const row = await selectTransferFacts(tx, questionId, appellantCommentId);
  if (!row?.paid_comment_id || row.payee_id === null) throw unawardable();
  const paidFen = sqlNumber(row.paid_total_fen);
  const bonusFen = sqlNumber(row.bonus_fen);
  const oldFee = paidFen - bonusFen;
  const newFee = row.appellant_is_expert ? sqlNumber(row.fee_fen) : 0;
  const toAppellant = bonusFen + newFee;
  // Bonus and expert fee are separate entries, as in a payout (receive_bonus, expert_fee).
  const postings: Posting[] = [];
  const post = (userId: number, amountFen: number, logType: Posting["logType"], counterparty?: number) => {
    if (amountFen !== 0)
      postings.push({
        account: { kind: "user_available", userId },
        amountFen,
        logType,
        counterpartyUserId: counterparty ?? null,
      });
  };
  post(row.payee_id, -bonusFen, "receive_bonus", appellantId);
  post(row.payee_id, -oldFee, "expert_fee", appellantId);
  post(appellantId, bonusFen, "receive_bonus", row.publisher_id);
  post(appellantId, newFee, "expert_fee", row.publisher_id);
  post(row.publisher_id, oldFee - newFee, oldFee > newFee ? "refund_expert_fee" : "pay_bonus");
  if (postings.length) {
    try {
      await postTransaction(tx, {
        kind: "appeal_transfer",
        questionId,
        commentId: appellantCommentId,
        details: { reason: "appeal", from_comment_id: row.paid_comment_id },
        postings,
      });
    } catch (err) {
      if (err instanceof AppError && err.code === "insufficient_balance") {
        throw new AppError(
          409,
          "award_unfunded",
          "The publisher's payment is no longer in its payee's balance; this appeal can only be rejected",
        );
      }
      throw err;
    }
  }
  await setCommentPaid(tx, row.paid_comment_id, false);
  await setCommentPaid(tx, appellantCommentId, true);
  await movePayment(tx, questionId, appellantCommentId, toAppellant);
  return { bonusFen, payeeId: row.payee_id, takenFen: paidFen };
}

const unawardable = () =>
  new AppError(
    409,
    "award_unavailable",
    "The bonus is no longer held (paid by the rule or another appeal, or refunded); this appeal can only be rejected",
  );

/**
 * An admin's decision on one appeal. Award pays the appellant's answer from what AWARD_SOURCE names
 * (the escrow, or the publisher's payment moved from its payee) and never from anywhere else; when
 * there is nothing, 409 award_unavailable and the appeal stays open for a reject. Reject closes it;
 * an unpaid question then settles by its rule as usual (settle.job.ts), once no other appeal is open.
 */
export async function decideAppeal(db: Db, adminId: number, appealId: number, decision: "award" | "reject") {
  return moneyTransaction(db, async (tx) => {
    const appeal = await decideOpenAppeal(
      tx,
      appealId,
      decision === "award" ? "awarded" : "rejected",
      adminId,
    );
    if (!appeal) throw new AppError(409, "already_appealed", "This appeal is not open");
    const question = await lockQuestionHead(tx, appeal.questionId);
    if (!question) throw new AppError(404, "question_not_found", "This question does not exist");
    const appellantName = await usernameOf(tx, appeal.appellantId);
    const base = {
      title: question.title,
      name: appellantName ?? "",
      link: messageLinks.answer(appeal.questionId, appeal.commentId),
    };
    if (decision === "award") {
      const source = await awardSource(tx, appeal.id);
      let amountFen: number;
      if (source === "escrow") {
        amountFen = (await payToComment(tx, appeal.questionId, appeal.commentId, "appeal")).question.bonusFen;
      } else if (source === "transfer") {
        const moved = await transferPayout(tx, appeal.questionId, appeal.commentId, appeal.appellantId);
        amountFen = moved.bonusFen;
        await notify(tx, moved.payeeId, "appeal_payout_moved", { ...base, amountFen: moved.takenFen });
      } else {
        throw unawardable();
      }
      for (const userId of [appeal.appellantId, question.userId]) {
        await notify(tx, userId, "appeal_awarded", { ...base, amountFen });
      }
    } else {
      for (const userId of [appeal.appellantId, question.userId]) {
        await notify(tx, userId, "appeal_rejected", base);
      }
    }
    await appendAudit(tx, {
      actorId: adminId,
      action: "appeal_decide",
      targetType: "appeal",
      targetId: appeal.id,
      detail: {
        decision,
        question_id: appeal.questionId,
        comment_id: appeal.commentId,
        appellant_id: appeal.appellantId,
      },
    });
    return { id: appeal.id, status: appeal.status };
  });
}
