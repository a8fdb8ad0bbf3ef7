import type { BalanceResponse } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/customer_balances/{id}/balance: balance, withdrawable and total bonus received (yuan). */
export const fetchBalance = (userId: number, signal?: AbortSignal) =>
  apiRequest<BalanceResponse>(`/customer_balances/${userId}/balance`, { signal });

export const useBalance = () => {
  const userId = useWalletUserId();
  return useQuery({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => fetchBalance(userId as number, signal),
    enabled: userId !== undefined,
  });
};
