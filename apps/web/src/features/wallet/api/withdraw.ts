import type { RechargeResponse, WithdrawRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { postMoney } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

type WithdrawInput = z.infer<typeof WithdrawRequest>;

/** POST /api/wallet/withdraw: moves up to the withdrawable balance towards one of the caller's cards. */
export const withdraw = (input: WithdrawInput, idempotencyKey: string) =>
  postMoney<z.infer<typeof RechargeResponse>>("/wallet/withdraw", input, idempotencyKey);

export const useWithdraw = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WithdrawInput; idempotencyKey: string }) =>
      withdraw(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
  });
};
