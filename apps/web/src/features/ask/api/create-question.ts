import type { CreateQuestionRequest, CreateQuestionResponse } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { postMoney } from "../../../lib/api-client";
import { useIdempotentMutation } from "../../../lib/idempotency";

/** Publishing escrows the bonus, so it carries an Idempotency-Key: a retried publish creates one question. */
export const createQuestion = (input: CreateQuestionRequest, idempotencyKey: string) =>
  postMoney<z.infer<typeof CreateQuestionResponse>>("/questions", input, idempotencyKey);

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
