import { routeList } from "../endpoint.js";

export const healthRoutes = routeList("health", {
  health: "GET /health",
});
