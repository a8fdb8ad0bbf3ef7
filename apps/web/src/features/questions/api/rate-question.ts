import { questionsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { patchQuestionDetail } from "./question-detail";

export const rateQuestion = (id: number, score: number) =>
  callEndpoint(questionsRoutes.rate, { params: { id }, body: { score } });

/** Sets the caller's 1-5 star rating of a question (not their own). */
export const useRateQuestion = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => rateQuestion(id, score),
    onSuccess: (rating) => patchQuestionDetail(queryClient, id, rating),
  });
};
