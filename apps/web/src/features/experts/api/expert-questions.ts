import { expertsRoutes, PAGE_SIZES } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** "question" in the key: answering elsewhere marks it stale too (invalidateQuestionLists). */
export const expertQuestionsKeys = {
  all: ["expert-questions"] as const,
  page: (viewer: number, page: number) => ["expert-questions", viewer, page] as const,
};

export const fetchExpertQuestions = (page: number, signal?: AbortSignal) =>
  callEndpoint(
    expertsRoutes.questions,
    { query: { skip: (page - 1) * PAGE_SIZES.expertQuestionList, limit: PAGE_SIZES.expertQuestionList } },
    { signal },
  );

/** One page (10, spec 9) of the questions of the expert's channel and categories, private ones included. */
export const useExpertQuestions = (page: number, enabled = true) => {
  const viewer = useSession().user?.id ?? 0;
  return useQuery({
    queryKey: expertQuestionsKeys.page(viewer, page),
    queryFn: ({ signal }) => fetchExpertQuestions(page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
};
