import type { Db } from "../../db/client.js";
import { refundQuestion } from "../settlement/bonus.service.js";

/**
 * A question a moderator hid or rejected is refunded by the rules: whatever its escrow still holds
 * (the bonus, and the expert fee if any) returns to the publisher, once (refundQuestion settles the
 * question first, so a second decision or the settlement job finds it settled and moves nothing).
 * A bonus already paid to an answer stays paid. Returns whether this call settled the question.
 */
export function refundHiddenQuestion(tx: Db, questionId: number): Promise<boolean> {
  return refundQuestion(tx, questionId, "moderation");
}
