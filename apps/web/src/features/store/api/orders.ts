import { type BodyOf, type EndpointOf, storeRoutes } from "@ask/contracts";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";
import { walletKeys } from "../../wallet";
import { storeKeys } from "./keys";

type CreateOrderRequest = BodyOf<EndpointOf<typeof storeRoutes.createOrder>>;

/**
 * POST /api/orders: pays the order from the wallet. The Idempotency-Key makes a double click or a
 * retry after a lost answer pay once (the server answers the first order again).
 */
export const createOrder = (request: CreateOrderRequest, idempotencyKey: string) =>
  callEndpoint(storeRoutes.createOrder, { body: request }, { headers: idempotencyHeaders(idempotencyKey) });

export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CreateOrderRequest; idempotencyKey: string }) =>
      createOrder(request, idempotencyKey),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.orders(userId) });
      void queryClient.invalidateQueries({ queryKey: ["store", "product"] });
      void queryClient.invalidateQueries({ queryKey: ["store", "products"] });
    },
  });
};

/** Orders per request of the orders page. */
export const ORDERS_PAGE = 20;

/** GET /api/orders?skip&limit: the caller's orders, newest first. */
export const fetchOrders = (skip: number, signal?: AbortSignal) =>
  callEndpoint(storeRoutes.listOrders, { query: { skip, limit: ORDERS_PAGE } }, { signal });

/** My orders, page after page ("load more"). */
export const useOrders = () => {
  const userId = useSession().user?.id;
  return useInfiniteQuery({
    queryKey: storeKeys.orders(userId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchOrders(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: userId !== undefined,
  });
};
