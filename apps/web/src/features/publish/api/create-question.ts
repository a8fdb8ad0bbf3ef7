import type { CreateQuestionRequest, CreateQuestionResponse } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export const createQuestion = (input: CreateQuestionRequest) =>
  apiRequest<z.infer<typeof CreateQuestionResponse>>("/questions", { method: "POST", json: input });

/** Publishes a question; cached question lists (any key naming questions) are refetched afterwards. */
export const useCreateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
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
