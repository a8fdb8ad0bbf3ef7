import { sloganRequest } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useSlogan = () => {
  const lang = useLocale();
  const { ref, input } = sloganRequest(lang);
  return useQuery({
    queryKey: ["slogan", lang],
    queryFn: ({ signal }) => callEndpoint(ref, input, { signal }),
    staleTime: 60 * 60_000,
  });
};
