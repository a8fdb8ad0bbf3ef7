import { routeList } from "../endpoint.js";

export const moderationRoutes = routeList("moderation", {
  words: "GET /admin/moderation/words",
  setWords: "PUT /admin/moderation/words",
  auditLog: "GET /admin/audit-log",
  ban: "POST /admin/users/{id}/ban",
  unban: "POST /admin/users/{id}/unban",
});
