import { questionsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { invalidateQuestionLists } from "./question-detail";

export const shareQuestion = (id: number) =>
  callEndpoint(questionsRoutes.share, { params: { id }, body: {} });

/** Records that the caller shared the question (it joins their "shared questions" list). */
export const useShareQuestion = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareQuestion(id),
    onSuccess: () => invalidateQuestionLists(queryClient),
  });
};

/** The address to share: absolute, so it works when pasted anywhere. */
export const questionUrl = (id: number) => new URL(`/question?id=${id}`, window.location.origin).toString();
