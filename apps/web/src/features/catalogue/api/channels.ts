import { catalogueRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, endpointKey } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useChannels = () => {
  const input = { query: { lang: useLocale() } };
  return useQuery({
    queryKey: endpointKey(catalogueRoutes.listChannels, input),
    queryFn: ({ signal }) => callEndpoint(catalogueRoutes.listChannels, input, { signal }),
    staleTime: 10 * 60_000,
  });
};
