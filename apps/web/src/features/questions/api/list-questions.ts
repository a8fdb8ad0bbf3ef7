import { type QuestionListQuery, questionsRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export type ListQuestionsQuery = Partial<QuestionListQuery>;

/** GET /api/questions: one page of questions matching the filters, with the total. */
export const listQuestions = (query: ListQuestionsQuery, signal?: AbortSignal) =>
  callEndpoint(questionsRoutes.list, { query: { ...query } }, { signal });

/**
 * The viewer is part of the key: private questions are listed only for their publisher and matching
 * experts. The previous page stays on screen while the next one loads, so the pagination does not jump.
 */
export const useQuestionList = (query: ListQuestionsQuery, enabled = true) => {
  const viewer = useSession().user?.id ?? 0;
  return useQuery({
    queryKey: ["questions", "list", viewer, query],
    queryFn: ({ signal }) => listQuestions(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
};
