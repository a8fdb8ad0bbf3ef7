import { settlementRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

export const adminAppealKeys = { open: ["admin-appeals", "open"] as const };

export const fetchOpenAppeals = (signal?: AbortSignal) =>
  callEndpoint(settlementRoutes.openAppeals, {}, { signal });

/** GET /admin/appeals: the open appeals, oldest first (administrators only; others get 403). */
export const useOpenAppeals = (enabled: boolean) =>
  useQuery({
    queryKey: adminAppealKeys.open,
    queryFn: ({ signal }) => fetchOpenAppeals(signal),
    enabled,
    // Not worth retrying a refusal: the caller is not an administrator.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });
