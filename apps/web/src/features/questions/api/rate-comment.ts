import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patchComment } from "./comments";
import { questionDetailKeys } from "./question-detail";
import type { Rating } from "./rate-question";

export const rateComment = (commentId: number, score: number) =>
  apiRequest<Rating>(`/questions/comments/${commentId}/rate`, { method: "POST", json: { score } });

/**
 * Sets the caller's 1-5 star rating of someone else's comment. Under the first-five-star rule a
 * publisher's 5 stars may pay the bonus at once, so the answers and the question are fetched again.
 */
export const useRateComment = (questionId: number, commentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => rateComment(commentId, score),
    onSuccess: (rating) => {
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
