import { type JobQuery, listingsRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { listingKeys, logged, useViewerId } from "../../shared/api/keys";

/** GET /api/jobs: one page of open jobs matching the /jobs filters; the previous page stays while the next loads. */
export function useJobList(query: JobQuery) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: [...listingKeys.kind("jobs"), "list", query, viewer],
    queryFn: ({ signal }) =>
      logged("jobs list", () => callEndpoint(listingsRoutes.listJobs, { query: { ...query } }, { signal })),
    placeholderData: keepPreviousData,
  });
}
