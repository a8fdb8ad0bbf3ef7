import type { MyTotals } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** GET /api/questions/my_total/{userId}: likes, ratings and favorites received by the caller. */
export const fetchMyTotals = (userId: number, signal?: AbortSignal) =>
  apiRequest<MyTotals>(`/questions/my_total/${userId}`, { signal });

export const useMyTotals = () => {
  const { user } = useSession();
  const userId = user?.id;
  return useQuery({
    queryKey: ["questionTotals", userId],
    queryFn: ({ signal }) => fetchMyTotals(userId as number, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
};
