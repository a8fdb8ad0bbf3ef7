import { walletRoutes } from "@ask/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

export const BALANCE_LOG_PAGE_SIZE = 20;

/** GET /api/customer_balances/{id}/my_recharge_logs: the balance log, newest first. */
export const fetchBalanceLogs = (userId: number, skip: number, signal?: AbortSignal) =>
  callEndpoint(
    walletRoutes.balanceLogs,
    { params: { id: userId }, query: { skip, limit: BALANCE_LOG_PAGE_SIZE } },
    { signal },
  );

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
