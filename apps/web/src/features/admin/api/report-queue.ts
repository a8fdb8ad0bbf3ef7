import {
  type ModerationAction,
  REPORT_STATUSES,
  type ReportGroup,
  type ReportQueue,
  reportsRoutes,
} from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

export type ReportStatus = (typeof REPORT_STATUSES)[number];
export { REPORT_STATUSES };

export const adminReportKeys = {
  all: ["admin-reports"] as const,
  queue: (status: ReportStatus) => ["admin-reports", status] as const,
};

/** GET /admin/reports?status=: reported (and, when open, held) targets with their reporters. */
export const useReportQueue = (status: ReportStatus, enabled: boolean) =>
  useQuery({
    queryKey: adminReportKeys.queue(status),
    queryFn: ({ signal }): Promise<ReportQueue> =>
      callEndpoint(reportsRoutes.queue, { query: { status, limit: 100 } }, { signal }),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });

export interface ModerationInput {
  group: ReportGroup;
  action: ModerationAction;
  note: string;
}

/**
 * Decides a target: through its open report (`resolve`, which closes every open report of it and tells
 * the reporters) or directly (`decide`) for content held for review that nobody reported and for a
 * target already decided (approving hidden content again). The queue and
 * any cached public list or detail (the content may have disappeared) are read again.
 */
export const useModerate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, action, note }: ModerationInput) =>
      group.report_id !== null && group.action === null
        ? callEndpoint(reportsRoutes.resolve, { params: { id: group.report_id }, body: { action, note } })
        : callEndpoint(reportsRoutes.decide, {
            body: { target_type: group.target_type, target_id: group.target_id, action, note },
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReportKeys.all });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [head] }) => typeof head === "string" && head !== "admin-reports",
      });
    },
  });
};

/** The actions that make sense for a group, in the order the card shows them. */
export function actionsFor(group: ReportGroup): ModerationAction[] {
  const { content } = group;
  const open = group.action === null;
  if (!content.exists) return open && group.report_id !== null ? ["dismiss"] : [];
  if (!open) return content.moderation !== null ? ["approve"] : [];
  const actions: ModerationAction[] = [];
  if (group.report_id !== null) actions.push("dismiss");
  if (content.moderation !== null) actions.push("approve");
  if (group.target_type !== "user") {
    if (content.moderation !== "hidden") actions.push("hide");
    if (content.moderation !== "rejected") actions.push("reject");
  }
  if (content.author_id !== null) actions.push("ban_user");
  return actions;
}
