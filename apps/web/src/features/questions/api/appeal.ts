import type { AppealRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { invalidateQuestionLists, patchQuestionDetail, questionDetailKeys } from "./question-detail";

export const appealQuestion = (questionId: number) =>
  apiRequest<{ appealed: true }>("/questions/appeal", {
    method: "POST",
    json: { question_id: questionId } satisfies z.input<typeof AppealRequest>,
  });

/**
 * The author of an unpaid answer appeals for the bonus (spec 4-5): the question is marked appealed
 * at once, then fetched again.
 */
export const useAppeal = (questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => appealQuestion(questionId),
    onSuccess: () => {
      patchQuestionDetail(queryClient, questionId, { is_appealed: true });
      invalidateQuestionLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
    },
  });
};
