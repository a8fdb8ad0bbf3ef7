import { type Comment, type CommentList, PAGE_SIZES } from "@ask/contracts";
import { type InfiniteData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { questionDetailKeys, useViewerId } from "./question-detail";

export const fetchComments = (questionId: number, skip: number, signal?: AbortSignal) =>
  apiRequest<CommentList>("/questions/comments", {
    query: { question_id: questionId, skip, limit: PAGE_SIZES.comments },
    signal,
  });

/** A question's answers, oldest first, 20 per call (spec 9) with "load more" while some remain. */
export const useComments = (questionId: number, enabled = true) => {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: questionDetailKeys.comments(questionId, viewer),
    queryFn: ({ pageParam, signal }) => fetchComments(questionId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled,
  });
};

/** Replaces one comment's fields in every loaded page (after a reaction or a rating). */
export function patchComment(
  queryClient: QueryClient,
  questionId: number,
  commentId: number,
  patch: Partial<Comment>,
) {
  queryClient.setQueriesData<InfiniteData<CommentList, number>>(
    { queryKey: questionDetailKeys.commentsOf(questionId) },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          items: page.items.map((c) => (c.id === commentId ? { ...c, ...patch } : c)),
        })),
      },
  );
}
