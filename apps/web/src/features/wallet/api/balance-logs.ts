import type { BalanceLogEntry } from "@ask/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

export const BALANCE_LOG_PAGE_SIZE = 20;

/** GET /api/customer_balances/{id}/my_recharge_logs: the balance log, newest first. */
export const fetchBalanceLogs = (userId: number, skip: number, signal?: AbortSignal) =>
  apiRequest<BalanceLogEntry[]>(`/customer_balances/${userId}/my_recharge_logs`, {
    query: { skip, limit: BALANCE_LOG_PAGE_SIZE },
    signal,
  });

/** Pages of the log; more is available while a full page came back. */
export const useBalanceLogs = () => {
  const userId = useWalletUserId();
  return useInfiniteQuery({
    queryKey: walletKeys.logs(userId),
    queryFn: ({ pageParam, signal }) => fetchBalanceLogs(userId as number, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === BALANCE_LOG_PAGE_SIZE ? pages.reduce((n, page) => n + page.length, 0) : undefined,
    enabled: userId !== undefined,
  });
};
