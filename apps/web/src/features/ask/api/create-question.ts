import { type CreateQuestionRequest, questionsRoutes } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";

/** Publishing escrows the bonus, so it carries an Idempotency-Key: a retried publish creates one question. */
export const createQuestion = (input: CreateQuestionRequest, idempotencyKey: string) =>
  callEndpoint(questionsRoutes.create, { body: input }, { headers: idempotencyHeaders(idempotencyKey) });

/**
 * Publishes a question; cached question lists (any key naming questions) are refetched afterwards.
 * The same form content sent again after a lost answer reuses its key; a new submission gets a new one.
 */
export const useCreateQuestion = () => {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createQuestion,
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [head] = query.queryKey;
          return typeof head === "string" && head.toLowerCase().includes("question");
        },
      });
    },
  });
};
