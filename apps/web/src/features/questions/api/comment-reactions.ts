import { commentsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { patchComment } from "./comments";

export type CommentReactionAction = "like" | "unlike" | "dislike" | "undislike";

export const reactToComment = (commentId: number, action: CommentReactionAction) =>
  callEndpoint(commentsRoutes[action], { params: { id: commentId }, body: {} });

/**
 * Like/dislike of a comment and their undo (spec 4). The server sets the state (a retried request
 * changes nothing), so the button sends `unlike` when the comment is already liked.
 */
export const useCommentReaction = (questionId: number, commentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CommentReactionAction) => reactToComment(commentId, action),
    onSuccess: (state) => patchComment(queryClient, questionId, commentId, state),
  });
};
