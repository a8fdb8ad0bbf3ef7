import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import {
  amountDueFen,
  INSUFFICIENT_BALANCE,
  isInsufficientBalance,
  shortfallFen,
  withBalanceCheck,
} from "./balance-check";
import {
  defaultPublishValues,
  PublishForm,
  type PublishFormInput,
  type PublishFormValues,
} from "./publish-form";

const NOW = new Date(2025, 4, 10, 15, 30);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const form = (overrides: Partial<PublishFormInput> = {}): PublishFormInput => ({
  ...defaultPublishValues(3, NOW),
  category_top: 11,
  content: "<p>How do I plan my pension?</p>",
  ...overrides,
});

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PublishFormInput>;

describe("what publishing takes from the wallet", () => {
  it("is the bonus plus the expert fee, in exact fen", () => {
    expect(amountDueFen({ bonus_amount: "0.1", paid_amount: "0.2" })).toBe(30);
    expect(amountDueFen({ bonus_amount: "12.50", paid_amount: "" })).toBe(1250);
    // Invalid or negative amounts have their own field errors; they add nothing here.
    expect(amountDueFen({ bonus_amount: "abc", paid_amount: "-5" })).toBe(0);
  });

  it("is short by the difference, never by a rounding error", () => {
    expect(shortfallFen({ bonus_amount: "10", paid_amount: "5" }, 12)).toBe(300);
    expect(shortfallFen({ bonus_amount: "0.1", paid_amount: "0.2" }, 0.3)).toBe(0);
    expect(shortfallFen({ bonus_amount: "10", paid_amount: "0" }, 10)).toBe(0);
    expect(shortfallFen({ bonus_amount: "10.01", paid_amount: "0" }, 10)).toBe(1);
  });

  it("is not judged while the balance is unknown (the server still decides)", () => {
    expect(shortfallFen({ bonus_amount: "1000", paid_amount: "0" }, undefined)).toBe(0);
  });
});

describe("the form's resolver with the balance rule", () => {
  const resolver = (balance: number | undefined) => withBalanceCheck(zodResolver(PublishForm), () => balance);

  it("refuses a bonus above the balance on the bonus field, and sends nothing", async () => {
    const result = await resolver(5)(form({ bonus_amount: "10" }), undefined, options);
    expect(result.errors.bonus_amount?.message).toBe(INSUFFICIENT_BALANCE);
    expect(result.values).toEqual({});
  });

  it("counts the expert fee too", async () => {
    const result = await resolver(10)(form({ bonus_amount: "6", paid_amount: "5" }), undefined, options);
    expect(result.errors.bonus_amount?.message).toBe(INSUFFICIENT_BALANCE);
  });

  it("lets a bonus the balance covers through, with the parsed values", async () => {
    const result = await resolver(10)(form({ bonus_amount: "6", paid_amount: "4" }), undefined, options);
    expect(result.errors).toEqual({});
    expect((result.values as PublishFormValues).bonus_amount).toBe("6");
  });

  it("keeps the bonus field's own error first, and the other fields' errors", async () => {
    const result = await resolver(0)(
      form({ bonus_amount: "1.234", paid_amount: "5", content: "" }),
      undefined,
      options,
    );
    expect(result.errors.bonus_amount?.message).toBe("amount_decimals");
    expect(result.errors.content?.message).toBe("required");
  });

  it("adds the balance error beside other fields' errors", async () => {
    const result = await resolver(0)(form({ bonus_amount: "3", content: "" }), undefined, options);
    expect(result.errors.bonus_amount?.message).toBe(INSUFFICIENT_BALANCE);
    expect(result.errors.content?.message).toBe("required");
  });

  it("blocks nothing while the balance is not known", async () => {
    const result = await resolver(undefined)(form({ bonus_amount: "500" }), undefined, options);
    expect(result.errors).toEqual({});
  });
});

it("recognises the server's refusal for lack of money", () => {
  expect(isInsufficientBalance(new ApiError(402, "insufficient_balance", "short"))).toBe(true);
  expect(isInsufficientBalance(new ApiError(400, "validation_error", "bad"))).toBe(false);
  expect(isInsufficientBalance(new Error("insufficient_balance"))).toBe(false);
});
