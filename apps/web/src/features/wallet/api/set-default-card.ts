import type { BankCard } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

export type DefaultCardKind = "payment" | "receiving";

/** PUT /api/cards/{id}/default: answers with the whole card list, defaults updated. */
export const setDefaultCard = (cardId: number, kind: DefaultCardKind) =>
  apiRequest<BankCard[]>(`/cards/${cardId}/default`, { method: "PUT", json: { kind } });

export const useSetDefaultCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: ({ cardId, kind }: { cardId: number; kind: DefaultCardKind }) => setDefaultCard(cardId, kind),
    onSuccess: (cards) => queryClient.setQueryData(walletKeys.cards(userId), cards),
  });
};
