import { type BodyOf, type EndpointOf, expertsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { expertDetailKey } from "./expert-detail";
import { expertQuestionsKeys } from "./expert-questions";
import { myExpertKey } from "./my-expert";

export type SetCategoriesInput = BodyOf<EndpointOf<typeof expertsRoutes.setCategories>>;

export const setExpertCategories = (expertId: number, input: SetCategoriesInput) =>
  callEndpoint(expertsRoutes.setCategories, { params: { expertId }, body: input });

/**
 * Saves one channel and 1..3 of its root categories. Inside the approved channel it applies at once and
 * the question list follows; another channel becomes a change that waits for an administrator.
 */
export const useSetExpertCategories = (expertId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetCategoriesInput) => setExpertCategories(expertId, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(expertDetailKey(expertId), detail);
      void queryClient.invalidateQueries({ queryKey: expertQuestionsKeys.all });
      void queryClient.invalidateQueries({ queryKey: myExpertKey(detail.user_id) });
    },
  });
};
