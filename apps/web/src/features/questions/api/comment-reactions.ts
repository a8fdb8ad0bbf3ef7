import type { CommentReactionState, Reaction } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patchComment } from "./comments";

export const toggleCommentReaction = (commentId: number, kind: Reaction) =>
  apiRequest<CommentReactionState>(`/questions/comments/${commentId}/${kind}`, { method: "POST", json: {} });

/** Like or dislike a comment; pressing the same one again takes it back (the server toggles). */
export const useCommentReaction = (questionId: number, commentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: Reaction) => toggleCommentReaction(commentId, kind),
    onSuccess: (state) => patchComment(queryClient, questionId, commentId, state),
  });
};
