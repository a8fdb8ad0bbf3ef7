import { storeRoutes } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { walletKeys } from "../../wallet";
import { storeKeys } from "./keys";

/** GET /api/orders/{id}: one of my orders (the order page). */
export const useOrder = (id: number | null) => {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: storeKeys.order(userId, id ?? 0),
    queryFn: ({ signal }) => callEndpoint(storeRoutes.getOrder, { params: { id: id ?? 0 } }, { signal }),
    enabled: userId !== undefined && id !== null,
  });
};

/**
 * POST /api/orders/{id}/cancel: the money goes back to the wallet and the stock to the shelf. The
 * server refunds once however often it is called (409 order_not_cancellable after the first).
 */
export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    mutationFn: (id: number) => callEndpoint(storeRoutes.cancelOrder, { params: { id } }),
    onSuccess: (order) => queryClient.setQueryData(storeKeys.order(userId, order.id), order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.orders(userId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.allProducts() });
      void queryClient.invalidateQueries({ queryKey: ["store", "products"] });
    },
  });
};

/** Orders per request of the merchant's orders page. */
const MERCHANT_ORDERS_PAGE = 50;

/** GET /api/merchant/orders: the orders holding lines of my merchants (only my lines). */
export const useMerchantOrders = (page: number) => {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: [...storeKeys.merchantOrders(userId), page],
    queryFn: ({ signal }) =>
      callEndpoint(
        storeRoutes.listMerchantOrders,
        { query: { skip: (page - 1) * MERCHANT_ORDERS_PAGE, limit: MERCHANT_ORDERS_PAGE } },
        { signal },
      ),
    enabled: userId !== undefined,
    placeholderData: (previous) => previous,
  });
};
export const merchantOrdersPages = (total: number) => Math.max(1, Math.ceil(total / MERCHANT_ORDERS_PAGE));

/** Ship or complete my lines of an order. */
export const useAdvanceOrder = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: "ship" | "complete" }) =>
      callEndpoint(step === "ship" ? storeRoutes.shipOrder : storeRoutes.completeOrder, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: storeKeys.merchantOrders(userId) }),
  });
};
