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
