import { routeList } from "../endpoint.js";

export const profilesRoutes = routeList("profiles", {
  tagSuggestions: "GET /customer_profiles/tags",
  get: "GET /customer_profiles/{id}",
  save: "POST /customer_profiles/{id}",
});
