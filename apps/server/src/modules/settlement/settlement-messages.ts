import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { messageLinks, notify } from "../messages/notify.js";

type Tx = Pick<Db, "select" | "insert">;

/**
 * The messages of a bonus payout (issue 15 item 6): the answerer and the publisher each learn who was
 * paid, how much and how (by the publisher's hand, by the question's rule), with a link to the paid
 * answer; the expert fee is its own message (received by the channel expert, or refunded to the
 * publisher). An appeal's award is told by the appeal's own messages (appeals.service.ts); only the
 * fee messages are written here then.
 */
export async function notifyPayout(
  tx: Tx,
  p: {
    questionId: number;
    commentId: number;
    title: string;
    publisherId: number;
    answererId: number;
    answererName: string;
    bonusFen: number;
    feeToAnswererFen: number;
    feeBackFen: number;
    reason: string;
  },
): Promise<void> {
  const link = messageLinks.answer(p.questionId, p.commentId);
  const base = { title: p.title, link };
  if (p.bonusFen > 0 && p.reason !== "appeal") {
    if (p.reason === "publisher") {
      const [publisher] = await tx
        .select({ name: users.username })
        .from(users)
        .where(eq(users.id, p.publisherId));
      await notify(tx, p.answererId, "bonus_received", {
        ...base,
        amountFen: p.bonusFen,
        name: publisher?.name ?? "",
      });
      await notify(tx, p.publisherId, "bonus_paid", { ...base, amountFen: p.bonusFen, name: p.answererName });
    } else {
      await notify(tx, p.answererId, "rule_payout_received", { ...base, amountFen: p.bonusFen });
      await notify(tx, p.publisherId, "rule_payout_paid", {
        ...base,
        amountFen: p.bonusFen,
        name: p.answererName,
      });
    }
  }
  if (p.feeToAnswererFen > 0)
    await notify(tx, p.answererId, "expert_fee_received", { ...base, amountFen: p.feeToAnswererFen });
  if (p.feeBackFen > 0)
    await notify(tx, p.publisherId, "expert_fee_refunded", { ...base, amountFen: p.feeBackFen });
}

/** The messages of a refunded question: the bonus and the expert fee, each with its amount. */
export async function notifyRefund(
  tx: Tx,
  p: { questionId: number; title: string; publisherId: number; bonusFen: number; feeFen: number },
): Promise<void> {
  const base = { title: p.title, link: messageLinks.question(p.questionId) };
  if (p.bonusFen > 0) await notify(tx, p.publisherId, "bonus_refunded", { ...base, amountFen: p.bonusFen });
  if (p.feeFen > 0) await notify(tx, p.publisherId, "expert_fee_refunded", { ...base, amountFen: p.feeFen });
}
