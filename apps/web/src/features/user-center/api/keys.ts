import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../lib/session";

/** Query keys of the user centre, scoped by user so one account never sees another's cached data. */
export const userCenterKeys = {
  customer: (userId: number | undefined) => ["userCenter", userId, "customer"] as const,
  profile: (userId: number | undefined) => ["userCenter", userId, "profile"] as const,
  militaryPower: (userId: number | undefined, lang: string) =>
    ["userCenter", userId, "militaryPower", lang] as const,
  /** Shared with the user menu's counters: the same endpoint and shape. */
  totals: (userId: number | undefined) => ["questionTotals", userId] as const,
  tags: (kind: string, q: string) => ["userCenter", "tags", kind, q] as const,
  countries: ["countries"] as const,
};

/** The stored user id (spec 5: saving contact info requires it). */
export const useUserId = () => useSession().user?.id;

/** One of the signed-in user's own records, cached under their id (nothing is asked while signed out). */
export function useUserQuery<T>(
  key: (userId: number | undefined) => readonly unknown[],
  fetch: (userId: number, signal: AbortSignal) => Promise<T>,
  options: { staleTime?: number } = {},
) {
  const userId = useUserId();
  return useQuery({
    queryKey: key(userId),
    queryFn: ({ signal }) => fetch(userId as number, signal),
    enabled: userId !== undefined,
    ...options,
  });
}
