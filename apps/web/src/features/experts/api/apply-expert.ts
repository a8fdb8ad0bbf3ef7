import type { ExpertApplication, SetExpertCategoriesRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { myExpertKey } from "./my-expert";

export type ExpertChoice = z.infer<typeof SetExpertCategoriesRequest>;

/**
 * POST /experts/upgrade/{id} with the chosen channel and categories: an application that waits for an
 * administrator (nothing is granted until then). Sending again while it waits updates the choice.
 */
export const applyForExpert = (userId: number, choice: ExpertChoice) =>
  apiRequest<ExpertApplication>(`/experts/upgrade/${userId}`, { method: "POST", json: choice });

export const useApplyForExpert = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? 0;
  return useMutation({
    mutationFn: (choice: ExpertChoice) => applyForExpert(userId, choice),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myExpertKey(userId) }),
  });
};
