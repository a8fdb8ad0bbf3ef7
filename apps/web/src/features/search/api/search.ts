import { type SearchQuery, searchRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/api-client";

/** The search page's request: the contract's query, every field given. */
type SearchRequest = z.infer<typeof SearchQuery>;

/** GET /api/search: with kind "all" the first hits and total of every kind, else a page of one kind. */
export const fetchSearch = ({ q, kind, page }: SearchRequest, signal?: AbortSignal) =>
  callEndpoint(
    searchRoutes.search,
    { query: { q, kind, page: kind === "all" ? undefined : page } },
    { signal },
  );

/**
 * Spec 8: a failed read is only logged; the screen shows a quiet failed state. A cancelled request
 * (the user typed on) is not a failure.
 */
async function logged<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as Error | undefined)?.name !== "AbortError") console.warn("search failed", error);
    throw error;
  }
}

/**
 * Results are public (public questions, active listings), so the viewer is not part of the key. The
 * previous page stays on screen while the next loads, so the pagination does not jump; a new query or
 * tab shows the skeleton instead of stale hits of other words.
 */
export const useSearch = (request: SearchRequest, enabled = true) =>
  useQuery({
    queryKey: ["search", request.q, request.kind, request.kind === "all" ? 1 : request.page],
    queryFn: ({ signal }) => logged(() => fetchSearch(request, signal)),
    enabled: enabled && request.q.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === request.q && previousQuery?.queryKey[2] === request.kind
        ? previous
        : undefined,
    retry: 1,
  });
