import { type BodyOf, type EndpointOf, walletRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

export type DefaultCardKind = BodyOf<EndpointOf<typeof walletRoutes.setDefaultCard>>["kind"];

/** PUT /api/cards/{id}/default: answers with the whole card list, defaults updated. */
export const setDefaultCard = (cardId: number, kind: DefaultCardKind) =>
  callEndpoint(walletRoutes.setDefaultCard, { params: { id: cardId }, body: { kind } });

export const useSetDefaultCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: ({ cardId, kind }: { cardId: number; kind: DefaultCardKind }) => setDefaultCard(cardId, kind),
    onSuccess: (cards) => queryClient.setQueryData(walletKeys.cards(userId), cards),
  });
};
