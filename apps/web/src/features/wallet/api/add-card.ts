import type { BankCard, CreateCardRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** POST /api/cards: the full number is sent once; only brand, last four and expiry come back. */
export const addCard = (card: CreateCardRequest) =>
  apiRequest<BankCard>("/cards", { method: "POST", json: card });

export const useAddCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards(userId) }),
  });
};
