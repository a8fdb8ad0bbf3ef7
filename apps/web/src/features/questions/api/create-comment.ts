import type { Comment, CreateCommentRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateQuestionLists, questionDetailKeys } from "./question-detail";

export const createComment = (input: CreateCommentRequest) =>
  apiRequest<Comment>("/questions/comments", { method: "POST", json: input });

/** Answers a question; the answers and the question (its comment count) are fetched again. */
export const useCreateComment = (questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateCommentRequest, "question_id">) =>
      createComment({ ...input, question_id: questionId }),
    onSuccess: async () => {
      invalidateQuestionLists(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) }),
        queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) }),
      ]);
    },
  });
};
