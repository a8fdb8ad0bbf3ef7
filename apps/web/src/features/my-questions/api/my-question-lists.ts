import { PAGE_SIZES, questionsRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** The four lists of spec 2 "My questions", in tab order; each is the caller's own. */
export const MY_QUESTION_TABS = ["my", "commented", "favorites", "shared"] as const;
export type MyQuestionTab = (typeof MY_QUESTION_TABS)[number];

/**
 * GET /api/questions/my/{userId}, /api/questions/commented, /api/questions/favorites and
 * /api/questions/shared: the same paging and the same {items, total}, so one fetcher serves all four.
 */
export const fetchMyQuestionList = (
  tab: MyQuestionTab,
  userId: number,
  page: number,
  signal?: AbortSignal,
) => {
  const query = { skip: (page - 1) * PAGE_SIZES.questionList, limit: PAGE_SIZES.questionList };
  return tab === "my"
    ? callEndpoint(questionsRoutes.mine, { params: { userId }, query }, { signal })
    : callEndpoint(questionsRoutes[tab], { query }, { signal });
};

export const useMyQuestionList = (tab: MyQuestionTab, page: number) => {
  const { user } = useSession();
  const userId = user?.id;
  return useQuery({
    queryKey: ["myQuestions", tab, userId, page],
    queryFn: ({ signal }) => fetchMyQuestionList(tab, userId as number, page, signal),
    enabled: userId !== undefined,
    placeholderData: (previous, previousQuery) =>
      // Keep the previous page while paging within a tab, never another tab's items.
      previousQuery?.queryKey[1] === tab ? previous : undefined,
  });
};
