import { routeList } from "../endpoint.js";

export const reportsRoutes = routeList("reports", {
  create: "POST /reports",
  queue: "GET /admin/reports",
  resolve: "POST /admin/reports/{id}/resolve",
  decide: "POST /admin/moderation/decide",
});
