import type { SetExpertCategoriesRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { type ExpertDetail, expertDetailKey } from "./expert-detail";
import { expertQuestionsKeys } from "./expert-questions";

export type SetCategoriesInput = z.infer<typeof SetExpertCategoriesRequest>;

export const setExpertCategories = (expertId: number, input: SetCategoriesInput) =>
  apiRequest<ExpertDetail>(`/experts/${expertId}/set-categories`, { method: "POST", json: input });

/** Saves one channel and 1..3 of its root categories; the expert's question list follows the choice. */
export const useSetExpertCategories = (expertId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetCategoriesInput) => setExpertCategories(expertId, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(expertDetailKey(expertId), detail);
      void queryClient.invalidateQueries({ queryKey: expertQuestionsKeys.all });
    },
  });
};
