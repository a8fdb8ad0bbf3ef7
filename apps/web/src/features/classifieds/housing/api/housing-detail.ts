import { listingsRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../../lib/api-client";
import { housingKeys, useViewerId } from "./keys";

/** GET /api/housing/{id}: one listing; a closed one still answers with status "closed". */
export const fetchHousing = (id: number, signal?: AbortSignal) =>
  callEndpoint(listingsRoutes.getHousing, { params: { id } }, { signal });

export const useHousingDetail = (id: number | null) => {
  const viewer = useViewerId();
  return useQuery({
    queryKey: housingKeys.detail(id ?? 0, viewer),
    queryFn: ({ signal }) => fetchHousing(id ?? 0, signal),
    enabled: id !== null,
    // A missing listing stays missing: do not retry a 404 (or a bad id's 400).
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
};

/** True when the error means "there is no such listing" (unknown id, or an id that is not a number). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
