import type { Channel } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api-client";

export const useChannels = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ["channels", lang],
    queryFn: ({ signal }) => apiRequest<Channel[]>("/channels", { query: { lang }, signal }),
    staleTime: 10 * 60_000,
  });
};
