import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api-client";

export const useSlogan = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ["slogan", lang],
    queryFn: ({ signal }) =>
      apiRequest<{ lang: string; slogan: string }>("/home/slogan", { query: { lang }, signal }),
    staleTime: 60 * 60_000,
  });
};
