import type { HousingCities } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api-client";
import { housingKeys } from "./keys";

/** GET /api/housing/cities: the cities that have active listings, with their counts (the "area" filter). */
export const fetchHousingCities = (signal?: AbortSignal) =>
  apiRequest<HousingCities>("/housing/cities", { signal });

export const useHousingCities = () =>
  useQuery({
    queryKey: housingKeys.cities(),
    queryFn: ({ signal }) => fetchHousingCities(signal),
    staleTime: 60_000,
  });
