import { channelsRequest } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, endpointKey } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useChannels = () => {
  const { ref, input } = channelsRequest(useLocale());
  return useQuery({
    queryKey: endpointKey(ref, input),
    queryFn: ({ signal }) => callEndpoint(ref, input, { signal }),
    staleTime: 10 * 60_000,
  });
};
