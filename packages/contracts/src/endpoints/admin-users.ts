import { AdminUserDetail, AdminUserIdParams, AdminUserList, AdminUsersQuery } from "../admin-users.js";
import { defineEndpoints } from "../endpoint.js";
import { adminUsersRoutes } from "../routes/admin-users.js";

/** The administrators' users page (issue 17 item 8). */
export const adminUsersEndpoints = defineEndpoints(adminUsersRoutes, {
  search: {
    access: "admin",
    tags: ["admin"],
    summary: "Search accounts by username, id or phone digits, with role and ban filters (admin)",
    query: AdminUsersQuery,
    response: AdminUserList,
    errors: [400, 401, 403],
  },
  detail: {
    access: "admin",
    tags: ["admin"],
    summary: "One account: roles, verification, balance, counts, recent activity, open reports (admin)",
    params: AdminUserIdParams,
    response: AdminUserDetail,
    errors: [400, 401, 403, 404],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    adminUsers: typeof adminUsersEndpoints;
  }
}
