import { type Locale, rankRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys, useUserId } from "./keys";

/** GET /api/customer_military_powers/{id}?lang=: force rank (name in lang), power and month score. */
export const fetchMilitaryPower = (userId: number, lang: Locale, signal?: AbortSignal) =>
  callEndpoint(rankRoutes.militaryPower, { params: { id: userId }, query: { lang } }, { signal });

export const useMilitaryPower = (lang: Locale) => {
  const userId = useUserId();
  return useQuery({
    queryKey: userCenterKeys.militaryPower(userId, lang),
    queryFn: ({ signal }) => fetchMilitaryPower(userId as number, lang, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
};
