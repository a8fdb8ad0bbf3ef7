import { walletRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

export const ORDER_POLL_MS = 500;

/** GET /api/wallet/orders/{order_id}: one of the caller's recharge or withdrawal orders. */
export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  callEndpoint(walletRoutes.getOrder, { params: { orderId } }, { signal });

/** Follows an order until the provider has completed or failed it. */
export const useOrderUntilSettled = (orderId: string | null) => {
  const userId = useWalletUserId();
  return useQuery({
    queryKey: walletKeys.order(userId, orderId ?? ""),
    queryFn: ({ signal }) => fetchOrder(orderId as string, signal),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? ORDER_POLL_MS : false),
  });
};
