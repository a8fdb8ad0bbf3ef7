import { routeList } from "../endpoint.js";

export const catalogueRoutes = routeList("catalogue", {
  listChannels: "GET /channels",
  listCategories: "GET /categories",
});
