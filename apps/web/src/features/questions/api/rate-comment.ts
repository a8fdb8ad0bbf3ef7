import { commentsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotencyKey } from "../../../lib/idempotency";
import { patchComment } from "./comments";
import { questionDetailKeys } from "./question-detail";

/** A publisher's 5 stars can pay the bonus (first_five_star), so the rating carries an Idempotency-Key. */
export const rateComment = (commentId: number, score: number, idempotencyKey: string) =>
  callEndpoint(
    commentsRoutes.rate,
    { params: { id: commentId }, body: { score } },
    { headers: idempotencyHeaders(idempotencyKey) },
  );

/**
 * Sets the caller's 1-5 star rating of someone else's comment. Under the first-five-star rule a
 * publisher's 5 stars may pay the bonus at once, so the answers and the question are fetched again.
 */
export const useRateComment = (questionId: number, commentId: number) => {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (score: number) => rateComment(commentId, score, idempotency.keyFor({ commentId, score })),
    onError: (error) => idempotency.settled(error),
    onSuccess: (rating) => {
      idempotency.settled();
      patchComment(queryClient, questionId, commentId, {
        user_rating: rating.my_rating,
        rating_avg: rating.rating_avg,
        rating_count: rating.rating_count,
      });
      if (rating.my_rating === 5) {
        void queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) });
        void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
      }
    },
  });
};
