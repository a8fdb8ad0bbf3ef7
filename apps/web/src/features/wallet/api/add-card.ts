import { type BodyOf, type EndpointOf, walletRoutes } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { useWalletUserId, walletKeys } from "./keys";

/** POST /api/cards: the full number is sent once; only brand, last four and expiry come back. */
export const addCard = (card: BodyOf<EndpointOf<typeof walletRoutes.addCard>>, idempotencyKey: string) =>
  callEndpoint(walletRoutes.addCard, { body: card }, { headers: idempotencyHeaders(idempotencyKey) });

export const useAddCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useIdempotentMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards(userId) }),
  });
};
