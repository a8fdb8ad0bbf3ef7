import type { Country } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** GET /api/countries: code, English name, currency and dialing code (reference data). */
export const fetchCountries = (signal?: AbortSignal) => apiRequest<Country[]>("/countries", { signal });

export const useCountries = () =>
  useQuery({
    queryKey: userCenterKeys.countries,
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
