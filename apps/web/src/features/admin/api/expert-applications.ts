import type { AdminExpert, AdminExpertApplication, ExpertApplication, ExpertDetail } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, apiRequest } from "../../../lib/api-client";

export type AdminExpertRow = z.infer<typeof AdminExpert>;

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
    queryFn: ({ signal }) =>
      apiRequest<{ items: AdminExpertApplication[]; total: number }>("/admin/experts/applications", {
        query: { status: "pending", limit: 100 },
        signal,
      }),
    enabled,
    retry: noRetryOn403,
  });

/** GET /admin/experts: approved experts, newest approval first. */
export const useApprovedExperts = (enabled: boolean) =>
  useQuery({
    queryKey: adminExpertKeys.approved,
    queryFn: ({ signal }) =>
      apiRequest<{ items: AdminExpertRow[]; total: number }>("/admin/experts", {
        query: { limit: 100 },
        signal,
      }),
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
        ? apiRequest<ExpertApplication>(`/admin/experts/applications/${id}/approve`, { method: "POST" })
        : apiRequest<ExpertApplication>(`/admin/experts/applications/${id}/reject`, {
            method: "POST",
            json: { reason: decision.reason },
          }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminExpertKeys.all }),
  });
};

/** Revoke an approved expert (role back to user, no channel privileges), with a reason. */
export const useRevokeExpert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, reason }: { expertId: number; reason: string }) =>
      apiRequest<ExpertDetail>(`/admin/experts/${expertId}/revoke`, { method: "POST", json: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminExpertKeys.all }),
  });
};
