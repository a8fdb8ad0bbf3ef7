import type { Resolver } from "react-hook-form";
import { ApiError } from "../../lib/api-client";
import { type PublishFormInput, type PublishFormValues, parseAmount } from "./publish-form";

/**
 * Publishing escrows the bonus and the expert fee from the wallet (the server refuses with 402
 * insufficient_balance otherwise). The form checks the same sum against the balance it shows, so the
 * user learns it on the bonus field before sending, not from a refused request.
 */

/** Message key (publish:validation) of the bonus field when the balance does not cover the amounts. */
export const INSUFFICIENT_BALANCE = "insufficient_balance";

type Amounts = Pick<PublishFormInput, "bonus_amount" | "paid_amount">;

/** Yuan as typed → integer fen; blank, invalid or negative counts as 0 (those have their own errors). */
function toFen(text: string): number {
  const yuan = parseAmount(text);
  return Number.isFinite(yuan) && yuan > 0 ? Math.round(yuan * 100) : 0;
}

/** What publishing takes from the wallet, in fen: the bonus plus the expert fee. */
export const amountDueFen = (values: Amounts): number =>
  toFen(values.bonus_amount) + toFen(values.paid_amount);

/** How many fen the balance (yuan) lacks for these amounts; 0 when it is enough or not known yet. */
export function shortfallFen(values: Amounts, balanceYuan: number | undefined): number {
  if (balanceYuan === undefined || !Number.isFinite(balanceYuan)) return 0;
  return Math.max(0, amountDueFen(values) - Math.round(balanceYuan * 100));
}

/**
 * The form's resolver plus the balance rule: when the other rules pass for the bonus field and the
 * balance (read at each validation) is short, the bonus field gets INSUFFICIENT_BALANCE and nothing is
 * sent. An unknown balance (loading, failed) blocks nothing: the server still decides.
 */
export function withBalanceCheck(
  resolver: Resolver<PublishFormInput, unknown, PublishFormValues>,
  balanceYuan: () => number | undefined,
): Resolver<PublishFormInput, unknown, PublishFormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (result.errors.bonus_amount || shortfallFen(values, balanceYuan()) === 0) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        bonus_amount: { type: "balance", message: INSUFFICIENT_BALANCE },
      },
    };
  };
}

/** The server's refusal for the same reason (the balance changed since it was shown). */
export const isInsufficientBalance = (error: unknown): boolean =>
  error instanceof ApiError && error.code === INSUFFICIENT_BALANCE;
