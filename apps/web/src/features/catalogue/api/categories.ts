import { categoriesRequest } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, endpointKey } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useCategories = (channelId: number | undefined) => {
  const { ref, input } = categoriesRequest(channelId, useLocale());
  return useQuery({
    queryKey: endpointKey(ref, input),
    queryFn: ({ signal }) => callEndpoint(ref, input, { signal }),
    enabled: channelId !== undefined,
    staleTime: 10 * 60_000,
  });
};

// Shared with the server, which lists the same groups in the categories page's HTML (issue 19).
export { groupCategories } from "@ask/contracts";
