import { expertsRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

export const expertDetailKey = (expertId: number) => ["expert-detail", expertId] as const;

export const fetchExpertDetail = (expertId: number, signal?: AbortSignal) =>
  callEndpoint(expertsRoutes.detail, { params: { expertId } }, { signal });

/**
 * The expert's approved channel and root categories, and the newest application (a channel change
 * waiting for approval shows there).
 */
export const useExpertDetail = (expertId: number | null) =>
  useQuery({
    queryKey: expertDetailKey(expertId ?? 0),
    queryFn: ({ signal }) => fetchExpertDetail(expertId ?? 0, signal),
    enabled: expertId !== null,
  });
