import type {
  DeleteQuestionResult,
  EditCommentRequest,
  EditQuestionRequest,
  EditResult,
  RevisionList,
} from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateQuestionLists, questionDetailKeys } from "./question-detail";

/** What a revision list is of: the question itself, or one of its answers. */
export type RevisionTarget = { kind: "question"; id: number } | { kind: "comment"; id: number };

const revisionsPath = (target: RevisionTarget) =>
  target.kind === "question"
    ? `/questions/${target.id}/revisions`
    : `/questions/comments/${target.id}/revisions`;

export const revisionKeys = {
  of: (target: RevisionTarget) => ["question-revisions", target.kind, target.id] as const,
  all: ["question-revisions"] as const,
};

/** The edit history (newest first), fetched when the history is opened. */
export const useRevisions = (target: RevisionTarget, enabled: boolean) =>
  useQuery({
    queryKey: revisionKeys.of(target),
    queryFn: ({ signal }) => apiRequest<RevisionList>(revisionsPath(target), { signal }),
    enabled,
  });

/** After an edit or a deletion: the question, its answers, their histories and the lists are stale. */
function useRefresh(questionId: number) {
  const queryClient = useQueryClient();
  return async () => {
    invalidateQuestionLists(queryClient);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) }),
      queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) }),
      queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
    ]);
  };
}

export const useEditQuestion = (questionId: number) => {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: (input: EditQuestionRequest) =>
      apiRequest<EditResult>(`/questions/${questionId}`, { method: "PATCH", json: input }),
    onSuccess: refresh,
  });
};

export const useDeleteQuestion = (questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DeleteQuestionResult>(`/questions/${questionId}`, { method: "DELETE" }),
    onSuccess: () => {
      invalidateQuestionLists(queryClient);
      // A refunded bonus changes the balance.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [head] }) => typeof head === "string" && /balance|wallet/i.test(head),
      });
      queryClient.removeQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
    },
  });
};

export const useEditComment = (questionId: number, commentId: number) => {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: (input: EditCommentRequest) =>
      apiRequest<EditResult>(`/questions/comments/${commentId}`, { method: "PATCH", json: input }),
    onSuccess: refresh,
  });
};

export const useDeleteComment = (questionId: number, commentId: number) => {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: () => apiRequest<{ deleted: true }>(`/questions/comments/${commentId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
};
