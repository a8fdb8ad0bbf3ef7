import type { ExpertDetail as ExpertDetailSchema } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type ExpertDetail = z.infer<typeof ExpertDetailSchema>;

export const expertDetailKey = (expertId: number) => ["expert-detail", expertId] as const;

export const fetchExpertDetail = (expertId: number, signal?: AbortSignal) =>
  apiRequest<ExpertDetail>(`/experts/detail/${expertId}`, { signal });

/** The expert's chosen channel and root categories (null channel: nothing chosen yet). */
export const useExpertDetail = (expertId: number | null) =>
  useQuery({
    queryKey: expertDetailKey(expertId ?? 0),
    queryFn: ({ signal }) => fetchExpertDetail(expertId ?? 0, signal),
    enabled: expertId !== null,
  });
