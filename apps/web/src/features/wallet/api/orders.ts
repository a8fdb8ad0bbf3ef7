import { walletRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/wallet/orders: the caller's recharge and withdrawal orders, newest first. */
export const fetchOrders = (signal?: AbortSignal) => callEndpoint(walletRoutes.listOrders, {}, { signal });

/** The list refreshes itself while an order is still with the payment provider. */
export const useOrders = () => {
  const userId = useWalletUserId();
  return useQuery({
    queryKey: walletKeys.orders(userId),
    queryFn: ({ signal }) => fetchOrders(signal),
    enabled: userId !== undefined,
    refetchInterval: (query) => (query.state.data?.some((o) => o.status === "pending") ? 1000 : false),
  });
};
