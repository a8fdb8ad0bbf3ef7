import { questionsRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys, useUserQuery } from "./keys";

/**
 * GET /api/questions/my_total/{userId}: likes, ratings and favorites the caller received. The one hook
 * for these counters (user menu and user centre header share its cache entry).
 */
export const fetchMyTotals = (userId: number, signal?: AbortSignal) =>
  callEndpoint(questionsRoutes.myTotals, { params: { userId } }, { signal });

export const useMyTotals = () => useUserQuery(userCenterKeys.totals, fetchMyTotals, { staleTime: 60_000 });
