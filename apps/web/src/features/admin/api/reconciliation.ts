import { backofficeRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, callEndpoint, endpointKey } from "../../../lib/api-client";

/** GET /admin/reconciliation: balances as of now, and the activity of `date` (YYYY-MM-DD) if given. */
export const useReconciliation = (date: string | undefined, enabled: boolean) => {
  const input = { query: date ? { date } : {} };
  return useQuery({
    queryKey: endpointKey(backofficeRoutes.reconciliation, input),
    queryFn: ({ signal }) => callEndpoint(backofficeRoutes.reconciliation, input, { signal }),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });
};
