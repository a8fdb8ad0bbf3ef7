import type { BalanceResponse } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useBalance } from "../wallet";
import { amountDueFen, INSUFFICIENT_BALANCE, isInsufficientBalance, withBalanceCheck } from "./balance-check";
import { PublishForm, type PublishFormInput, type PublishFormValues } from "./publish-form";

type Form = UseFormReturn<PublishFormInput, unknown, PublishFormValues>;

export interface BalanceCheck {
  /** The wallet balance query (shown by BalanceHint). */
  balance: UseQueryResult<BalanceResponse>;
  /** PublishForm's resolver with the balance rule (withBalanceCheck), stable across renders. */
  resolver: ReturnType<typeof withBalanceCheck>;
  /**
   * For a refused publish: when the server said insufficient_balance, marks the bonus field, reads the
   * balance again and returns true (the caller shows nothing else); otherwise false.
   */
  refused(form: Form, error: unknown): boolean;
}

/** The balance the form checks the bonus and expert fee against. Call before useForm. */
export function useBalanceCheck(): BalanceCheck {
  const balance = useBalance();
  const latest = useRef<number | undefined>(undefined);
  latest.current = balance.data?.balance;
  const resolver = useMemo(() => withBalanceCheck(zodResolver(PublishForm), () => latest.current), []);
  const refused = (form: Form, error: unknown) => {
    if (!isInsufficientBalance(error)) return false;
    form.setError("bonus_amount", { type: "server", message: INSUFFICIENT_BALANCE }, { shouldFocus: true });
    void balance.refetch();
    return true;
  };
  return { balance, resolver, refused };
}

/**
 * Checks the bonus field as the amounts are typed (not only on submit), and again when the balance
 * changes (read after a recharge in another tab), so the inline error appears and goes away at once.
 */
export function useBalanceRevalidation(form: Form, check: BalanceCheck): void {
  const balance = check.balance.data?.balance;
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === "change" && (name === "bonus_amount" || name === "paid_amount"))
        void form.trigger("bonus_amount");
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (balance === undefined) return;
    const values = form.getValues();
    if (amountDueFen(values) > 0 || form.getFieldState("bonus_amount").error)
      void form.trigger("bonus_amount");
  }, [form, balance]);
}
