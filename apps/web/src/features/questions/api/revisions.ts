import { type EditCommentRequest, type EditQuestionRequest, revisionsRoutes } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { invalidateQuestionLists, questionDetailKeys } from "./question-detail";

/** What a revision list is of: the question itself, or one of its answers. */
export type RevisionTarget = { kind: "question"; id: number } | { kind: "comment"; id: number };

const fetchRevisions = (target: RevisionTarget, signal: AbortSignal) =>
  callEndpoint(
    target.kind === "question" ? revisionsRoutes.questionRevisions : revisionsRoutes.commentRevisions,
    { params: { id: target.id } },
    { signal },
  );

export const revisionKeys = {
  of: (target: RevisionTarget) => ["question-revisions", target.kind, target.id] as const,
  all: ["question-revisions"] as const,
};

/** The edit history (newest first), fetched when the history is opened. */
export const useRevisions = (target: RevisionTarget, enabled: boolean) =>
  useQuery({
    queryKey: revisionKeys.of(target),
    queryFn: ({ signal }) => fetchRevisions(target, signal),
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
      callEndpoint(revisionsRoutes.editQuestion, { params: { id: questionId }, body: input }),
    onSuccess: refresh,
  });
};

export const useDeleteQuestion = (questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(revisionsRoutes.deleteQuestion, { params: { id: questionId } }),
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
      callEndpoint(revisionsRoutes.editComment, { params: { id: commentId }, body: input }),
    onSuccess: refresh,
  });
};

export const useDeleteComment = (questionId: number, commentId: number) => {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: () => callEndpoint(revisionsRoutes.deleteComment, { params: { id: commentId } }),
    onSuccess: refresh,
  });
};
