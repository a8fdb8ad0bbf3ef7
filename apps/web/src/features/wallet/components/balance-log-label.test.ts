import { BALANCE_LOG_TYPES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import ar from "../../../locales/ar/wallet.json";
import en from "../../../locales/en/wallet.json";
import zh from "../../../locales/zh/wallet.json";
import { balanceLogLabelKey } from "./balance-log-label";

const label = (bundle: unknown, type: string) =>
  balanceLogLabelKey(type)
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

/** Issue 15 item 6: the balance log says what happened, never "Withdrawal +¥5". */
describe("balance log labels", () => {
  it("name each kind of movement", () => {
    expect(label(en, "rule_payout")).toBe("Bonus paid by the rule");
    expect(label(en, "appeal_award")).toBe("Bonus awarded on appeal");
    expect(label(en, "receive_bonus")).toBe("Bonus paid by the publisher");
    expect(label(en, "expert_fee")).toBe("Expert fee received");
    expect(label(en, "refund_expert_fee")).toBe("Expert fee refunded");
    expect(label(en, "withdraw_refund")).toBe("Failed withdrawal returned");
    expect(label(en, "pay_bonus")).toBe("Bonus held in escrow");
    expect(label(zh, "withdraw_refund")).toBe("提现失败退回");
    expect(label(en, "something_new")).toBe("Transaction");
  });

  it("have a distinct label for every type, in every bundle checked", () => {
    for (const bundle of [en, zh, ar]) {
      const labels = BALANCE_LOG_TYPES.map((type) => label(bundle, type));
      for (const text of labels) expect(typeof text).toBe("string");
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
