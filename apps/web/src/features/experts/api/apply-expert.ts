import { type BodyOf, type EndpointOf, expertsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { myExpertKey } from "./my-expert";

export type ExpertChoice = NonNullable<BodyOf<EndpointOf<typeof expertsRoutes.apply>>>;

/**
 * POST /experts/upgrade/{id} with the chosen channel and categories: an application that waits for an
 * administrator (nothing is granted until then). Sending again while it waits updates the choice.
 */
export const applyForExpert = (userId: number, choice: ExpertChoice) =>
  callEndpoint(expertsRoutes.apply, { params: { id: userId }, body: choice });

export const useApplyForExpert = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? 0;
  return useMutation({
    mutationFn: (choice: ExpertChoice) => applyForExpert(userId, choice),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myExpertKey(userId) }),
  });
};
