import { type AuditAction, type AuditTargetType, moderationRoutes } from "@ask/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

export interface AuditFilters {
  action?: AuditAction | undefined;
  target_type?: AuditTargetType | undefined;
  actor_id?: number | undefined;
}

/** GET /admin/audit-log, newest first, one page after another by `before` (administrators only). */
export const useAuditLog = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ["admin-audit", filters] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        moderationRoutes.auditLog,
        { query: { ...filters, limit: 50, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_before ?? undefined,
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });
