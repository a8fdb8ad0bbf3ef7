import { PAGE_SIZES } from "@ask/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { nextPageAfter } from "../listing-format";
import { listingKeys, logged, useViewerId } from "./keys";
import { type CategoryOf, fetchCategoryPage, fetchListing } from "./listings";

/**
 * One category section of a board (/sales, /housekeeping): PAGE_SIZES.loadMore listings at a time with
 * "load more" (spec 2).
 */
export function useBoardSection<K extends keyof CategoryOf>(kind: K, category: CategoryOf[K]) {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: listingKeys.section(kind, category, viewer),
    queryFn: ({ pageParam, signal }) =>
      logged(`${kind} ${category}`, () => fetchCategoryPage(kind, category, pageParam, signal)),
    initialPageParam: 1,
    // Each kind answers its own page type; the paging reads only the items count and the total.
    getNextPageParam: (last, pages) => nextPageAfter<unknown>(last, pages, PAGE_SIZES.loadMore),
  });
}

/**
 * One listing of a board (a closed one still answers, with status "closed"); its screens (the detail,
 * a service's shop page) share this cache entry.
 */
export function useBoardDetail<K extends keyof CategoryOf>(kind: K, id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: listingKeys.detail(kind, id ?? 0, viewer),
    queryFn: ({ signal }) => logged(`${kind} detail`, () => fetchListing(kind, id as number, signal)),
    enabled: id !== null,
  });
}
