import { BALANCE_LOG_TYPES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { balanceLogType } from "./wallet.service.js";

/** Issue 15 item 6: a balance log line says what happened — also for rows written before the change. */
describe("balanceLogType", () => {
  it("names how a received bonus was paid from the payout's reason", () => {
    expect(balanceLogType("receive_bonus", 500, "bonus_payout", "publisher")).toBe("receive_bonus");
    expect(balanceLogType("receive_bonus", 500, "bonus_payout", "rule:first_reply")).toBe("rule_payout");
    expect(balanceLogType("receive_bonus", 500, "bonus_payout", "rule:first_five_star")).toBe("rule_payout");
    expect(balanceLogType("receive_bonus", 500, "bonus_payout", "appeal")).toBe("appeal_award");
    // An appeal moved a manual payment to another answer: the first payee gives it back.
    expect(balanceLogType("receive_bonus", -500, "appeal_transfer", "appeal")).toBe("appeal_reversal");
    expect(balanceLogType("expert_fee", -300, "appeal_transfer", "appeal")).toBe("appeal_reversal");
    expect(balanceLogType("receive_bonus", 500, "appeal_transfer", "appeal")).toBe("appeal_award");
  });

  it("reads a failed withdrawal's money coming back as a withdrawal refund, not a withdrawal", () => {
    // Old and new rows alike: the refund was always a positive `withdraw` entry.
    expect(balanceLogType("withdraw", 900, "withdraw_failed", null)).toBe("withdraw_refund");
    expect(balanceLogType("withdraw", -900, "withdraw", null)).toBe("withdraw");
  });

  it("reads both sides of a cancelled order's reversed payment as an order refund", () => {
    expect(balanceLogType("order_payment", 1200, "order_refund", null)).toBe("order_refund");
    expect(balanceLogType("order_income", -1200, "order_refund", null)).toBe("order_refund");
    expect(balanceLogType("order_payment", -1200, "order", null)).toBe("order_payment");
    expect(BALANCE_LOG_TYPES).toContain("order_refund");
  });

  it("keeps the other types, every one of which the web labels", () => {
    for (const type of ["recharge", "pay_bonus", "expert_fee", "refund_bonus", "refund_expert_fee", "coupon"])
      expect(balanceLogType(type, 1, "x", null)).toBe(type);
    const produced = [
      balanceLogType("receive_bonus", 1, "bonus_payout", "appeal"),
      balanceLogType("receive_bonus", 1, "bonus_payout", "rule:first_reply"),
      balanceLogType("withdraw", 1, "withdraw_failed", null),
    ];
    for (const type of produced) expect(BALANCE_LOG_TYPES).toContain(type);
  });
});
