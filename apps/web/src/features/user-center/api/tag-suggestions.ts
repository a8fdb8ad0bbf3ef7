import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

export type TagKind = "interests" | "identityTags";

/** GET /api/customer_profiles/tags?kind=&q=: the most used existing tags containing q. */
export const fetchTagSuggestions = (kind: TagKind, q: string, signal?: AbortSignal) =>
  apiRequest<string[]>("/customer_profiles/tags", { query: { kind, q }, signal });

export const useTagSuggestions = (kind: TagKind, q: string, enabled: boolean) =>
  useQuery({
    queryKey: userCenterKeys.tags(kind, q),
    queryFn: ({ signal }) => fetchTagSuggestions(kind, q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
