import { expertsRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export const myExpertKey = (userId: number) => ["expert-me", userId] as const;

export const fetchMyExpert = (signal?: AbortSignal) => callEndpoint(expertsRoutes.me, {}, { signal });

/**
 * GET /experts/me: the signed-in user's expert standing (none, applicant, approved, revoked), the
 * approved channel and categories, and the newest application (pending or decided, with its reason).
 */
export const useMyExpert = (enabled = true) => {
  const userId = useSession().user?.id ?? 0;
  return useQuery({
    queryKey: myExpertKey(userId),
    queryFn: ({ signal }) => fetchMyExpert(signal),
    enabled: enabled && userId !== 0,
  });
};
