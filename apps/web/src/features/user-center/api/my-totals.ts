import type { MyTotals } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys, useUserId } from "./keys";

/**
 * GET /api/questions/my_total/{userId}: likes, ratings and favorites the caller received. The one hook
 * for these counters (user menu and user centre header share its cache entry).
 */
export const fetchMyTotals = (userId: number, signal?: AbortSignal) =>
  apiRequest<MyTotals>(`/questions/my_total/${userId}`, { signal });

export const useMyTotals = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: userCenterKeys.totals(userId),
    queryFn: ({ signal }) => fetchMyTotals(userId as number, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
};
