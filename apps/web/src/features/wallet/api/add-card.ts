import type { BankCard, CreateCardRequest } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { useWalletUserId, walletKeys } from "./keys";

/** POST /api/cards: the full number is sent once; only brand, last four and expiry come back. */
export const addCard = (card: CreateCardRequest, idempotencyKey: string) =>
  apiRequest<BankCard>("/cards", { method: "POST", json: card, headers: idempotencyHeaders(idempotencyKey) });

export const useAddCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useIdempotentMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards(userId) }),
  });
};
