import { type HousekeepingCategory, listingsRoutes, PAGE_SIZES } from "@ask/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { listingKeys, logged, useViewerId } from "../../shared/api/keys";
import { nextPageAfter } from "../../shared/listing-format";

/** GET /api/housekeeping?category&page&page_size: active services of one category, newest first. */
export const fetchHousekeeping = (category: HousekeepingCategory, page: number, signal?: AbortSignal) =>
  callEndpoint(
    listingsRoutes.listHousekeeping,
    { query: { category, page, page_size: PAGE_SIZES.loadMore } },
    { signal },
  );

/** GET /api/housekeeping/{id}: one service (a closed one still answers, with status "closed"). */
export const fetchHousekeepingItem = (id: number, signal?: AbortSignal) =>
  callEndpoint(listingsRoutes.getHousekeeping, { params: { id } }, { signal });

/** One category section of /housekeeping: 4 services at a time with "load more" (spec 2). */
export const useHousekeepingSection = (category: HousekeepingCategory) => {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: listingKeys.section("housekeeping", category, viewer),
    queryFn: ({ pageParam, signal }) =>
      logged(`housekeeping ${category}`, () => fetchHousekeeping(category, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageAfter(last, pages, PAGE_SIZES.loadMore),
  });
};

/** The detail screen and the shop page share this cache entry. */
export const useHousekeepingDetail = (id: number | null) => {
  const viewer = useViewerId();
  return useQuery({
    queryKey: listingKeys.detail("housekeeping", id ?? 0, viewer),
    queryFn: ({ signal }) => logged("housekeeping detail", () => fetchHousekeepingItem(id as number, signal)),
    enabled: id !== null,
  });
};
