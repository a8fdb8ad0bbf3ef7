import { backofficeRoutes, type PayoutReview } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint, endpointKey } from "../../../lib/api-client";

/** GET /admin/payouts: the waiting withdrawals (oldest first) or the decided ones (latest first). */
export const usePayouts = (status: PayoutReview, enabled: boolean) => {
  const input = { query: { status } };
  return useQuery({
    queryKey: endpointKey(backofficeRoutes.payouts, input),
    queryFn: ({ signal }) => callEndpoint(backofficeRoutes.payouts, input, { signal }),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });
};

export type PayoutDecision = "approve" | "reject";

/** Approve (the payout goes out) or reject (the money returns to the user) one waiting withdrawal. */
export const useDecidePayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, decision, note }: { orderId: string; decision: PayoutDecision; note: string }) =>
      decision === "approve"
        ? callEndpoint(backofficeRoutes.approvePayout, {
            params: { id: orderId },
            body: note ? { note } : {},
          })
        : callEndpoint(backofficeRoutes.rejectPayout, { params: { id: orderId }, body: { note } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(backofficeRoutes.payouts) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(backofficeRoutes.reconciliation) });
    },
  });
};
