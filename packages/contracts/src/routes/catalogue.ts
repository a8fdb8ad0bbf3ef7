import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

export const catalogueRoutes = routeList("catalogue", {
  ...EARLY_ROUTE_KEYS.catalogue,
  listCategories: "GET /categories",
});
