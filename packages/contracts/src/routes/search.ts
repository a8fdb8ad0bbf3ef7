import { routeList } from "../endpoint.js";

export const searchRoutes = routeList("search", {
  search: "GET /search",
  similar: "GET /questions/similar",
  related: "GET /questions/{id}/related",
});
