import { routeList } from "../endpoint.js";

export const usersRoutes = routeList("users", {
  setRole: "POST /admin/users/{id}/role",
});
