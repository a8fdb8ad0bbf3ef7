import { customersRoutes, type Locale } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** GET /api/customers/detail/{id}?lang=: anyone's public card (no contact data), rank name in `lang`. */
export const fetchPublicCard = (userId: number, lang: Locale, signal?: AbortSignal) =>
  callEndpoint(customersRoutes.publicCard, { params: { id: userId }, query: { lang } }, { signal });

export const usePublicCard = (userId: number | null, lang: Locale) =>
  useQuery({
    queryKey: ["customers", "card", userId, lang],
    queryFn: ({ signal }) => fetchPublicCard(userId as number, lang, signal),
    enabled: userId !== null,
  });
