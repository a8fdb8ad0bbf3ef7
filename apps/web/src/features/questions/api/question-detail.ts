import { type QuestionDetail, questionsRoutes } from "@ask/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/**
 * Cache keys of the detail screen. The viewer is part of each key because the answers carry the
 * caller's own state (my_reaction, my_favorite, my_rating, user_rating).
 */
export const questionDetailKeys = {
  detail: (id: number, viewer: number) => ["question-detail", id, viewer] as const,
  detailOf: (id: number) => ["question-detail", id] as const,
  comments: (id: number, viewer: number) => ["question-comments", id, viewer] as const,
  commentsOf: (id: number) => ["question-comments", id] as const,
};

export const fetchQuestionDetail = (id: number, signal?: AbortSignal) =>
  callEndpoint(questionsRoutes.detail, { params: { id } }, { signal });

/** The id of the signed-in viewer, 0 for a visitor (part of the cache keys). */
export const useViewerId = () => useSession().user?.id ?? 0;

export const useQuestionDetail = (id: number | null) => {
  const viewer = useViewerId();
  return useQuery({
    queryKey: questionDetailKeys.detail(id ?? 0, viewer),
    queryFn: ({ signal }) => fetchQuestionDetail(id ?? 0, signal),
    enabled: id !== null,
  });
};

/** Merges a partial answer of an action (reaction, rating) into every cached copy of the question. */
export function patchQuestionDetail(queryClient: QueryClient, id: number, patch: Partial<QuestionDetail>) {
  queryClient.setQueriesData<QuestionDetail>({ queryKey: questionDetailKeys.detailOf(id) }, (old) =>
    old ? { ...old, ...patch } : old,
  );
}

/**
 * Question lists elsewhere in the app (list, my questions, …) show counters this screen changes:
 * mark them stale. Any cache key naming questions, except this screen's own keys.
 */
export function invalidateQuestionLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return (
        typeof head === "string" &&
        head.toLowerCase().includes("question") &&
        head !== "question-detail" &&
        head !== "question-comments"
      );
    },
  });
}
