import { type Locale, publicCardRequest } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** GET /api/customers/detail/{id}?lang=: anyone's public card (no contact data), rank name in `lang`. */
export const fetchPublicCard = (userId: number, lang: Locale, signal?: AbortSignal) => {
  const { ref, input } = publicCardRequest(userId, lang);
  return callEndpoint(ref, input, { signal });
};

export const usePublicCard = (userId: number | null, lang: Locale) =>
  useQuery({
    queryKey: ["customers", "card", userId, lang],
    queryFn: ({ signal }) => fetchPublicCard(userId as number, lang, signal),
    enabled: userId !== null,
  });
