import { routeList } from "../endpoint.js";

export const expertAdminRoutes = routeList("expertAdmin", {
  applications: "GET /admin/experts/applications",
  approve: "POST /admin/experts/applications/{id}/approve",
  reject: "POST /admin/experts/applications/{id}/reject",
  experts: "GET /admin/experts",
  revoke: "POST /admin/experts/{expertId}/revoke",
});
