import { listingsRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { housingKeys } from "./keys";

/** GET /api/housing/cities: the cities that have active listings, with their counts (the "area" filter). */
export const fetchHousingCities = (signal?: AbortSignal) =>
  callEndpoint(listingsRoutes.listHousingCities, {}, { signal });

export const useHousingCities = () =>
  useQuery({
    queryKey: housingKeys.cities(),
    queryFn: ({ signal }) => fetchHousingCities(signal),
    staleTime: 60_000,
  });
