import { listingsRoutes, PAGE_SIZES, type SaleCategory } from "@ask/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { listingKeys, logged, useViewerId } from "../../shared/api/keys";
import { nextPageAfter } from "../../shared/listing-format";

/** GET /api/sales?category&page&page_size: active items of one category, newest first. */
export const fetchSales = (category: SaleCategory, page: number, signal?: AbortSignal) =>
  callEndpoint(
    listingsRoutes.listSales,
    { query: { category, page, page_size: PAGE_SIZES.loadMore } },
    { signal },
  );

/** GET /api/sales/{id}: one item (a closed one still answers, with status "closed"). */
export const fetchSale = (id: number, signal?: AbortSignal) =>
  callEndpoint(listingsRoutes.getSale, { params: { id } }, { signal });

/** One category section of /sales: 4 items at a time with "load more" (spec 2). */
export const useSaleSection = (category: SaleCategory) => {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: listingKeys.section("sales", category, viewer),
    queryFn: ({ pageParam, signal }) =>
      logged(`sales ${category}`, () => fetchSales(category, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageAfter(last, pages, PAGE_SIZES.loadMore),
  });
};

export const useSaleDetail = (id: number | null) => {
  const viewer = useViewerId();
  return useQuery({
    queryKey: listingKeys.detail("sales", id ?? 0, viewer),
    queryFn: ({ signal }) => logged("sale detail", () => fetchSale(id as number, signal)),
    enabled: id !== null,
  });
};
