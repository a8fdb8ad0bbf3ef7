import type { BankCard } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** DELETE /api/cards/{id}. */
export const deleteCard = (cardId: number) => apiRequest<null>(`/cards/${cardId}`, { method: "DELETE" });

export const useDeleteCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_result, cardId) => {
      queryClient.setQueryData<BankCard[]>(walletKeys.cards(userId), (cards) =>
        cards?.filter((card) => card.id !== cardId),
      );
      return queryClient.invalidateQueries({ queryKey: walletKeys.cards(userId) });
    },
  });
};
