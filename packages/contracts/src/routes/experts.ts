import { routeList } from "../endpoint.js";

export const expertsRoutes = routeList("experts", {
  apply: "POST /experts/upgrade/{id}",
  me: "GET /experts/me",
  questions: "GET /experts/questions",
  detail: "GET /experts/detail/{expertId}",
  setCategories: "POST /experts/{expertId}/set-categories",
});
