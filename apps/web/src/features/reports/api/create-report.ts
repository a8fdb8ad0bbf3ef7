import { type ReportRequest, reportsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** POST /reports: one open report per reporter and target (409 report_exists), never one's own (400). */
export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) => callEndpoint(reportsRoutes.create, { body }),
    // A moderator reporting from a page sees the new report in the queue at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin-reports"] }),
  });
};
