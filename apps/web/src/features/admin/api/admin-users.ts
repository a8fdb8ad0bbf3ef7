import {
  type AdminUserDetail,
  type AdminUserList,
  type AdminUsersQuery,
  adminUsersRoutes,
  type BanRequest,
  type GrantableRole,
  moderationRoutes,
  usersRoutes,
} from "@ask/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

export const adminUserKeys = {
  all: ["admin-users"] as const,
  search: (query: Partial<AdminUsersQuery>) => ["admin-users", "search", query] as const,
  detail: (id: number) => ["admin-users", "detail", id] as const,
};

const noRetryOn403 = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status === 403);

/** GET /admin/users: accounts matching the search (administrators only). */
export const useAdminUserSearch = (query: Partial<AdminUsersQuery>, enabled: boolean) =>
  useQuery({
    queryKey: adminUserKeys.search(query),
    queryFn: ({ signal }): Promise<AdminUserList> =>
      callEndpoint(adminUsersRoutes.search, { query }, { signal }),
    enabled,
    retry: noRetryOn403,
    placeholderData: keepPreviousData,
  });

/** GET /admin/users/{id}: one account with its balance, activity and open reports. */
export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: adminUserKeys.detail(id ?? 0),
    queryFn: ({ signal }): Promise<AdminUserDetail> =>
      callEndpoint(adminUsersRoutes.detail, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    retry: noRetryOn403,
  });

/** The three account actions of the page; each reads the search and the account again. */
export type UserAction =
  | { kind: "role"; role: GrantableRole }
  | { kind: "ban"; ban: BanRequest }
  | { kind: "unban" };

export const useUserAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }): Promise<unknown> => {
      const params = { id };
      if (action.kind === "role")
        return callEndpoint(usersRoutes.setRole, { params, body: { role: action.role } });
      if (action.kind === "ban") return callEndpoint(moderationRoutes.ban, { params, body: action.ban });
      return callEndpoint(moderationRoutes.unban, { params, body: {} });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
};
