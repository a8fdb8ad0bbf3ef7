import { questionsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { invalidateQuestionLists, patchQuestionDetail } from "./question-detail";

export type QuestionReactionAction = "like" | "unlike" | "dislike" | "undislike" | "favorite" | "unfavorite";

export const reactToQuestion = (id: number, action: QuestionReactionAction) =>
  callEndpoint(questionsRoutes[action], { params: { id }, body: {} });

/** Like/dislike/favorite and their undo (spec 4); the answer is the new state and counts. */
export const useQuestionReaction = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: QuestionReactionAction) => reactToQuestion(id, action),
    onSuccess: (state) => {
      patchQuestionDetail(queryClient, id, { ...state, likes: state.likes_count });
      invalidateQuestionLists(queryClient);
    },
  });
};
