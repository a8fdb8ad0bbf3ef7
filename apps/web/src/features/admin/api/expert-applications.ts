import { type EndpointOf, expertAdminRoutes, type ResponseOf } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

/** A page of one of the administrators' lists. */
type Page<N extends "applications" | "experts"> = ResponseOf<EndpointOf<(typeof expertAdminRoutes)[N]>>;

/** One approved expert as the administrators' list shows it. */
export type AdminExpertRow = Page<"experts">["items"][number];

export const adminExpertKeys = {
  all: ["admin-experts"] as const,
  applications: ["admin-experts", "applications", "pending"] as const,
  approved: ["admin-experts", "approved"] as const,
};

const noRetryOn403 = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status === 403);

/** GET /admin/experts/applications: pending applications, oldest first (administrators only). */
export const usePendingExpertApplications = (enabled: boolean) =>
  useQuery({
    queryKey: adminExpertKeys.applications,
    queryFn: ({ signal }): Promise<Page<"applications">> =>
      callEndpoint(expertAdminRoutes.applications, { query: { status: "pending", limit: 100 } }, { signal }),
    enabled,
    retry: noRetryOn403,
  });

/** GET /admin/experts: approved experts, newest approval first. */
export const useApprovedExperts = (enabled: boolean) =>
  useQuery({
    queryKey: adminExpertKeys.approved,
    queryFn: ({ signal }): Promise<Page<"experts">> =>
      callEndpoint(expertAdminRoutes.experts, { query: { limit: 100 } }, { signal }),
    enabled,
    retry: noRetryOn403,
  });

export type ExpertDecision = { kind: "approve" } | { kind: "reject"; reason: string };

/** Approve, or reject with a reason; the applicant gets a message in their language either way. */
export const useDecideExpertApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ExpertDecision }) =>
      decision.kind === "approve"
        ? callEndpoint(expertAdminRoutes.approve, { params: { id } })
        : callEndpoint(expertAdminRoutes.reject, { params: { id }, body: { reason: decision.reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminExpertKeys.all }),
  });
};

/** Revoke an approved expert (role back to user, no channel privileges), with a reason. */
export const useRevokeExpert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, reason }: { expertId: number; reason: string }) =>
      callEndpoint(expertAdminRoutes.revoke, { params: { expertId }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminExpertKeys.all }),
  });
};
