import { routeList } from "../endpoint.js";

export const adminUsersRoutes = routeList("adminUsers", {
  search: "GET /admin/users",
  detail: "GET /admin/users/{id}",
});
