import { homeRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** GET /api/countries: code, English name, currency and dialing code (reference data). */
export const fetchCountries = (signal?: AbortSignal) => callEndpoint(homeRoutes.countries, {}, { signal });

export const useCountries = () =>
  useQuery({
    queryKey: userCenterKeys.countries,
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
