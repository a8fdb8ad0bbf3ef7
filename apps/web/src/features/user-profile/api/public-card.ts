import type { CustomerDetail } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/customers/detail/{id}?lang=: anyone's public card (no contact data), rank name in `lang`. */
export const fetchPublicCard = (userId: number, lang: string, signal?: AbortSignal) =>
  apiRequest<CustomerDetail>(`/customers/detail/${userId}`, { query: { lang }, signal });

export const usePublicCard = (userId: number | null, lang: string) =>
  useQuery({
    queryKey: ["customers", "card", userId, lang],
    queryFn: ({ signal }) => fetchPublicCard(userId as number, lang, signal),
    enabled: userId !== null,
  });
