import { homeRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useSlogan = () => {
  const lang = useLocale();
  return useQuery({
    queryKey: ["slogan", lang],
    queryFn: ({ signal }) => callEndpoint(homeRoutes.slogan, { query: { lang } }, { signal }),
    staleTime: 60 * 60_000,
  });
};
