import type { SetExpertCategoriesRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { type ExpertDetail, expertDetailKey } from "./expert-detail";
import { expertQuestionsKeys } from "./expert-questions";
import { myExpertKey } from "./my-expert";

export type SetCategoriesInput = z.infer<typeof SetExpertCategoriesRequest>;

export const setExpertCategories = (expertId: number, input: SetCategoriesInput) =>
  apiRequest<ExpertDetail>(`/experts/${expertId}/set-categories`, { method: "POST", json: input });

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
