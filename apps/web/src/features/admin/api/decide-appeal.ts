import { type DecideAppealRequest, settlementRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotencyKey } from "../../../lib/idempotency";
import { adminAppealKeys } from "./open-appeals";

export type AppealDecision = z.infer<typeof DecideAppealRequest>["decision"];

export const decideAppeal = (appealId: number, decision: AppealDecision, idempotencyKey: string) =>
  callEndpoint(
    settlementRoutes.decideAppeal,
    { params: { id: appealId }, body: { decision } },
    { headers: idempotencyHeaders(idempotencyKey) },
  );

/**
 * Award pays the bonus to the appellant's answer; reject lets the bonus rule settle as usual. Either
 * way the list and any cached question (its paid state) are fetched again.
 */
export const useDecideAppeal = () => {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ appealId, decision }: { appealId: number; decision: AppealDecision }) =>
      decideAppeal(appealId, decision, idempotency.keyFor({ appealId, decision })),
    onSettled: (_data, error) => {
      idempotency.settled(error ?? undefined);
      void queryClient.invalidateQueries({ queryKey: adminAppealKeys.open });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [head] }) =>
          typeof head === "string" && /question|balance|wallet/i.test(head),
      });
    },
  });
};
