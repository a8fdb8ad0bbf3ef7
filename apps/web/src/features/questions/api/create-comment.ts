import { type CreateCommentRequest, commentsRoutes } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { invalidateQuestionLists, questionDetailKeys } from "./question-detail";

/** A double-clicked or retried "Post answer" carries one Idempotency-Key: the server makes one answer. */
export const createComment = (input: CreateCommentRequest, idempotencyKey: string) =>
  callEndpoint(commentsRoutes.create, { body: input }, { headers: idempotencyHeaders(idempotencyKey) });

/** Answers a question; the answers and the question (its comment count) are fetched again. */
export const useCreateComment = (questionId: number) => {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: Omit<CreateCommentRequest, "question_id">, idempotencyKey: string) =>
      createComment({ ...input, question_id: questionId }, idempotencyKey),
    onSuccess: async () => {
      invalidateQuestionLists(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) }),
        queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) }),
      ]);
    },
  });
};
