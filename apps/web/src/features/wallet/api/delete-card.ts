import { type EndpointOf, type ResponseOf, walletRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

type CardList = ResponseOf<EndpointOf<typeof walletRoutes.listCards>>;

/** DELETE /api/cards/{id}. */
export const deleteCard = (cardId: number) =>
  callEndpoint(walletRoutes.deleteCard, { params: { id: cardId } });

export const useDeleteCard = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_result, cardId) => {
      queryClient.setQueryData<CardList>(walletKeys.cards(userId), (cards) =>
        cards?.filter((card) => card.id !== cardId),
      );
      return queryClient.invalidateQueries({ queryKey: walletKeys.cards(userId) });
    },
  });
};
