import type { RechargeResponse } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { postMoney } from "../../../lib/api-client";

type Recharge = z.infer<typeof RechargeResponse>;

/** POST /api/wallet/recharge: opens an order that the payment provider completes by itself. */
export const startRecharge = (amount: number, idempotencyKey: string) =>
  postMoney<Recharge>("/wallet/recharge", { amount }, idempotencyKey);

export const useStartRecharge = () =>
  useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      startRecharge(amount, idempotencyKey),
  });
