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
