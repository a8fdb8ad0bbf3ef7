import type { BankCard } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/cards: the caller's bank cards (bank, brand, last four, expiry, default flags). */
export const fetchCards = (userId: number, signal?: AbortSignal) =>
  apiRequest<BankCard[]>("/cards", { query: { user_id: userId }, signal });

export const useCards = () => {
  const userId = useWalletUserId();
  return useQuery({
    queryKey: walletKeys.cards(userId),
    queryFn: ({ signal }) => fetchCards(userId as number, signal),
    enabled: userId !== undefined,
  });
};
