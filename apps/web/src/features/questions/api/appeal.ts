import { settlementRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotencyKey } from "../../../lib/idempotency";
import { invalidateQuestionLists, patchQuestionDetail, questionDetailKeys } from "./question-detail";

export const appealQuestion = (questionId: number, idempotencyKey: string) =>
  callEndpoint(
    settlementRoutes.appeal,
    { body: { question_id: questionId } },
    { headers: idempotencyHeaders(idempotencyKey) },
  );

/**
 * The author of an unpaid answer appeals for the bonus (spec 4-5, issue 15): the caller's appeal shows
 * as open at once, then the question and its answers are fetched again.
 */
export const useAppeal = (questionId: number) => {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: () => appealQuestion(questionId, idempotency.keyFor({ questionId })),
    onSuccess: () => {
      idempotency.settled();
      patchQuestionDetail(queryClient, questionId, {
        is_appealed: true,
        can_appeal: false,
        my_appeal_status: "open",
        appeal_status: "open",
      });
      // The answers show each one's appeal.
      void queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) });
      invalidateQuestionLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
    },
    onError: (error) => {
      idempotency.settled(error);
      void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
    },
  });
};
