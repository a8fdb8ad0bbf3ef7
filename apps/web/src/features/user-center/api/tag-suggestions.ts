import { type EndpointOf, profilesRoutes, type QueryOf } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

export type TagKind = QueryOf<EndpointOf<typeof profilesRoutes.tagSuggestions>>["kind"];

/** GET /api/customer_profiles/tags?kind=&q=: the most used existing tags containing q. */
export const fetchTagSuggestions = (kind: TagKind, q: string, signal?: AbortSignal) =>
  callEndpoint(profilesRoutes.tagSuggestions, { query: { kind, q } }, { signal });

export const useTagSuggestions = (kind: TagKind, q: string, enabled: boolean) =>
  useQuery({
    queryKey: userCenterKeys.tags(kind, q),
    queryFn: ({ signal }) => fetchTagSuggestions(kind, q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
