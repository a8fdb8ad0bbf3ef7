import { formatFen } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { messageLinks, notify, writeLocalizedMessage } from "../messages/notify.js";
import {
  MESSAGE_TEMPLATES,
  WITHDRAW_FAILURE_REASONS,
  type WithdrawFailureReason,
} from "../messages/templates.js";
import { cardLabel, type PaymentOrderRow } from "./payments.queries.js";

/**
 * Tells the user how their withdrawal ended, in their language, with a link to their withdrawals:
 * paid out to which card, or failed with the reason (and the money back in the balance). Used by the
 * provider's events and by an administrator's rejection in the payouts queue.
 */
export async function notifyWithdrawal(
  tx: Db,
  order: PaymentOrderRow,
  failure: WithdrawFailureReason | null,
): Promise<void> {
  const link = messageLinks.withdrawals();
  if (failure) {
    await writeLocalizedMessage(
      tx,
      order.userId,
      "withdrawal_failed",
      MESSAGE_TEMPLATES.withdrawal_failed,
      (lang) => ({ amount: formatFen(order.amountFen), reason: WITHDRAW_FAILURE_REASONS[failure][lang] }),
      link,
    );
    return;
  }
  const card = order.cardId ? await cardLabel(tx, order.cardId) : undefined;
  await notify(tx, order.userId, "withdrawal_completed", {
    title: "",
    amountFen: order.amountFen,
    name: card ? `${card.bankName} ****${card.last4}` : "****",
    link,
  });
}
