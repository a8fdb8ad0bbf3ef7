import type { ShareResponse } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { invalidateQuestionLists } from "./question-detail";

export const shareQuestion = (id: number) =>
  apiRequest<z.infer<typeof ShareResponse>>(`/questions/${id}/share`, { method: "POST", json: {} });

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
