import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../../lib/session";

/** Query keys of the wallet, scoped by user so one account never sees another's cached money. */
export const walletKeys = {
  all: (userId: number | undefined) => ["wallet", userId] as const,
  balance: (userId: number | undefined) => ["wallet", userId, "balance"] as const,
  logs: (userId: number | undefined) => ["wallet", userId, "logs"] as const,
  orders: (userId: number | undefined) => ["wallet", userId, "orders"] as const,
  order: (userId: number | undefined, orderId: string) => ["wallet", userId, "orders", orderId] as const,
  cards: (userId: number | undefined) => ["wallet", userId, "cards"] as const,
  coupons: (userId: number | undefined) => ["wallet", userId, "coupons"] as const,
  couponRecords: (userId: number | undefined) => ["wallet", userId, "couponRecords"] as const,
};

export const useWalletUserId = () => useSession().user?.id;

/** One query of the signed-in user's own wallet data: keyed by the user, idle while signed out. */
export function useOwnWalletQuery<T>(
  key: (userId: number | undefined) => QueryKey,
  fetch: (userId: number, signal: AbortSignal) => Promise<T>,
) {
  const userId = useWalletUserId();
  return useQuery({
    queryKey: key(userId),
    queryFn: ({ signal }) => fetch(userId as number, signal),
    enabled: userId !== undefined,
  });
}

/** Marks every wallet answer of the signed-in user stale (after money moved). */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
}
