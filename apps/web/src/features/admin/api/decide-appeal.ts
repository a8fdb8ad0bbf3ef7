import type { DecideAppealRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminAppealKeys } from "./open-appeals";

export type AppealDecision = z.infer<typeof DecideAppealRequest>["decision"];

export const decideAppeal = (appealId: number, decision: AppealDecision) =>
  apiRequest<{ id: number; status: string }>(`/admin/appeals/${appealId}/decide`, {
    method: "POST",
    json: { decision } satisfies z.input<typeof DecideAppealRequest>,
  });

/**
 * Award pays the bonus to the appellant's answer; reject lets the bonus rule settle as usual. Either
 * way the list and any cached question (its paid state) are fetched again.
 */
export const useDecideAppeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, decision }: { appealId: number; decision: AppealDecision }) =>
      decideAppeal(appealId, decision),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminAppealKeys.open });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [head] }) =>
          typeof head === "string" && /question|balance|wallet/i.test(head),
      });
    },
  });
};
