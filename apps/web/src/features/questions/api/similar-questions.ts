import { SIMILAR_LIMITS, searchRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** GET /api/questions/similar: public questions like the text being typed (the same for everyone). */
export const fetchSimilarQuestions = (q: string, signal?: AbortSignal) =>
  callEndpoint(searchRoutes.similar, { query: { q } }, { signal });

/** The text as it is sent: whitespace collapsed, cut to what the server compares. */
export const similarText = (text: string) =>
  [...text.replace(/\s+/g, " ").trim()].slice(0, SIMILAR_LIMITS.queryMax).join("");

/** Similar questions for an already debounced text; nothing is asked for a text under 2 characters. */
export const useSimilarQuestions = (text: string) => {
  const q = similarText(text);
  return useQuery({
    queryKey: ["similar-questions", q],
    queryFn: ({ signal }) => fetchSimilarQuestions(q, signal),
    enabled: [...q].length >= SIMILAR_LIMITS.queryMin,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** GET /api/questions/{id}/related: other public questions like this one (404 when it is not visible). */
export const useRelatedQuestions = (id: number) =>
  useQuery({
    queryKey: ["related-questions", id],
    queryFn: ({ signal }) => callEndpoint(searchRoutes.related, { params: { id } }, { signal }),
    staleTime: 60_000,
  });
