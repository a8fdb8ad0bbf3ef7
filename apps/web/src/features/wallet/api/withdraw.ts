import { type BodyOf, type EndpointOf, walletRoutes } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useRefreshWallet } from "./keys";

type WithdrawInput = BodyOf<EndpointOf<typeof walletRoutes.withdraw>>;

/** POST /api/wallet/withdraw: moves up to the withdrawable balance towards one of the caller's cards. */
export const withdraw = (input: WithdrawInput, idempotencyKey: string) =>
  callEndpoint(walletRoutes.withdraw, { body: input }, { headers: idempotencyHeaders(idempotencyKey) });

export const useWithdraw = () => {
  const refreshWallet = useRefreshWallet();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WithdrawInput; idempotencyKey: string }) =>
      withdraw(input, idempotencyKey),
    onSuccess: () => refreshWallet(),
  });
};
