import type { MilitaryPower } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys, useUserId } from "./keys";

/** GET /api/customer_military_powers/{id}?lang=: force rank (name in lang), power and month score. */
export const fetchMilitaryPower = (userId: number, lang: string, signal?: AbortSignal) =>
  apiRequest<MilitaryPower>(`/customer_military_powers/${userId}`, { query: { lang }, signal });

export const useMilitaryPower = (lang: string) => {
  const userId = useUserId();
  return useQuery({
    queryKey: userCenterKeys.militaryPower(userId, lang),
    queryFn: ({ signal }) => fetchMilitaryPower(userId as number, lang, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
};
