import { type ManageQuery, PAGE_SIZES, questionsRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export type ManageKind = ManageQuery["kind"];

/** The manage tab's filters; page is 1-based, the server takes skip/limit. */
export interface ManageFilters {
  kind: ManageKind;
  status?: ManageQuery["status"];
  year?: number;
  month?: number;
  search?: string;
  page: number;
}

export const MANAGE_PAGE_SIZE = PAGE_SIZES.questionList;

export const fetchManageList = (filters: ManageFilters, signal?: AbortSignal) =>
  callEndpoint(
    questionsRoutes.manage,
    {
      query: {
        kind: filters.kind,
        status: filters.status,
        year: filters.year,
        month: filters.month,
        search: filters.search,
        skip: (filters.page - 1) * MANAGE_PAGE_SIZE,
        limit: MANAGE_PAGE_SIZE,
      },
    },
    { signal },
  );

/**
 * My questions or the questions I answered, filtered, with real counts per status. "question" in
 * the key: actions elsewhere that change question lists mark it stale (invalidateQuestionLists).
 */
export const useManageList = (filters: ManageFilters) => {
  const viewer = useSession().user?.id ?? 0;
  return useQuery({
    queryKey: ["manage-questions", viewer, filters],
    queryFn: ({ signal }) => fetchManageList(filters, signal),
    placeholderData: keepPreviousData,
  });
};
