import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

export const homeRoutes = routeList("home", {
  ...EARLY_ROUTE_KEYS.home,
  countries: "GET /countries",
});
