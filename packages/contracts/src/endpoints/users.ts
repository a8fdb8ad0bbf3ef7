import { defineEndpoints } from "../endpoint.js";
import { usersRoutes } from "../routes/users.js";
import { AdminUserParams, SetRoleRequest, SetRoleResponse } from "../users.js";

export const usersEndpoints = defineEndpoints(usersRoutes, {
  setRole: {
    access: "admin",
    tags: ["admin"],
    summary: "Grant a role: user, publisher or organization (admin; not for admin or expert accounts)",
    params: AdminUserParams,
    body: SetRoleRequest,
    response: SetRoleResponse,
    errors: [400, 401, 403, 404, 409],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    users: typeof usersEndpoints;
  }
}
