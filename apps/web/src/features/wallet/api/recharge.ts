import { walletRoutes } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";

/** POST /api/wallet/recharge: opens an order that the payment provider completes by itself. */
export const startRecharge = (amount: number, idempotencyKey: string) =>
  callEndpoint(walletRoutes.recharge, { body: { amount } }, { headers: idempotencyHeaders(idempotencyKey) });

export const useStartRecharge = () =>
  useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      startRecharge(amount, idempotencyKey),
  });
