import {
  type Comment,
  type CommentList,
  type CommentSort,
  commentsRoutes,
  FIRST_COMMENT_SORT,
  PAGE_SIZES,
} from "@ask/contracts";
import { type InfiniteData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { questionDetailKeys, useViewerId } from "./question-detail";

/** How the detail page orders answers unless the reader picks another order (the paid one is always first). */
export const DEFAULT_COMMENT_SORT: CommentSort = FIRST_COMMENT_SORT;

export const fetchComments = (
  questionId: number,
  skip: number,
  signal?: AbortSignal,
  sort: CommentSort = DEFAULT_COMMENT_SORT,
) =>
  callEndpoint(
    commentsRoutes.list,
    { query: { question_id: questionId, skip, limit: PAGE_SIZES.comments, sort } },
    { signal },
  );

/**
 * A question's answers, 20 per call (spec 9) with "load more" while some remain: the paid answer
 * first, then by score or newest first.
 */
export const useComments = (questionId: number, enabled = true, sort: CommentSort = DEFAULT_COMMENT_SORT) => {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: [...questionDetailKeys.comments(questionId, viewer), sort],
    queryFn: ({ pageParam, signal }) => fetchComments(questionId, pageParam, signal, sort),
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
