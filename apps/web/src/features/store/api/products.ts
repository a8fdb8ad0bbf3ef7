import {
  type EndpointOf,
  type Product,
  type ProductSearch,
  productListQuery,
  type QueryOf,
  storeRoutes,
} from "@ask/contracts";
import { useInfiniteQuery, useQueries, useQuery } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";
import { storeKeys } from "./keys";

/** GET /api/products?merchant_id&skip&limit. */
export const fetchProducts = (
  query: Partial<QueryOf<EndpointOf<typeof storeRoutes.listProducts>>>,
  signal?: AbortSignal,
) => callEndpoint(storeRoutes.listProducts, { query }, { signal });

/**
 * The store's products (optionally of one merchant, searched and sorted), page after page ("load more"),
 * from `firstSkip` on (the store's `?page=`). The first request is the one the server answers into the
 * page's HTML (productListQuery, shared with it), so the app takes that answer instead of asking again.
 */
export const useProducts = (merchantId: number | undefined, search: ProductSearch = {}, firstSkip = 0) =>
  useInfiniteQuery({
    queryKey: storeKeys.products(merchantId, search, firstSkip),
    initialPageParam: firstSkip,
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(productListQuery(merchantId, search, pageParam), signal),
    getNextPageParam: (last, pages) => {
      const loaded = firstSkip + pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

/** GET /api/products/{id}; a product that no longer exists reads as null. */
export const fetchProduct = async (id: number, signal?: AbortSignal): Promise<Product | null> => {
  try {
    return await callEndpoint(storeRoutes.getProduct, { params: { id } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/**
 * The current state of the given products (price, stock), e.g. of the cart's lines. Returns a map
 * id → product (null when gone) holding only the ones loaded so far.
 */
export function useProductsById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: storeKeys.product(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
      staleTime: 10_000,
    })),
    combine: (results) => {
      const byId = new Map<number, Product | null>();
      results.forEach((result, i) => {
        const id = ids[i];
        if (id !== undefined && result.isSuccess) byId.set(id, result.data);
      });
      return {
        byId,
        isPending: results.some((r) => r.isPending),
        isError: results.some((r) => r.isError),
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}

/** One product (the product page); null when it does not exist. */
export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: storeKeys.product(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id ?? 0, signal),
    enabled: id !== null,
  });
