import { type HousingQuery, listingsRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { housingKeys, useViewerId } from "./keys";

/** GET /api/housing: one page of active listings matching the filters. */
export const listHousing = (query: HousingQuery, signal?: AbortSignal) =>
  callEndpoint(listingsRoutes.listHousing, { query: { ...query } }, { signal });

/** The list keeps the previous page on screen while the next one loads. */
export const useHousingList = (query: HousingQuery) => {
  const viewer = useViewerId();
  return useQuery({
    queryKey: housingKeys.list(viewer, query),
    queryFn: ({ signal }) => listHousing(query, signal),
    placeholderData: keepPreviousData,
  });
};
