import { localizedTexts, messageTemplates } from "./template-file.js";
import messages from "./templates/messages.json" with { type: "json" };
import withdrawFailureReasons from "./templates/withdraw-failure-reasons.json" with { type: "json" };

/**
 * System message texts, written in the recipient's language when the event happens (the texts are in
 * templates/messages.json, checked when this module loads).
 * Placeholders: {title} question title, {amount} yuan with 2 decimals, {name} the other user.
 */
export const MESSAGE_TEMPLATES = messageTemplates("messages/templates/messages.json", messages);

export type MessageKind = keyof typeof MESSAGE_TEMPLATES;

/** Why a withdrawal failed, in each language (the {reason} of withdrawal_failed; templates/withdraw-failure-reasons.json). */
export const WITHDRAW_FAILURE_REASONS = localizedTexts(
  "messages/templates/withdraw-failure-reasons.json",
  withdrawFailureReasons,
);
export type WithdrawFailureReason = keyof typeof WITHDRAW_FAILURE_REASONS;
