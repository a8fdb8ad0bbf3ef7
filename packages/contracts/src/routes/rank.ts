import { routeList } from "../endpoint.js";

export const rankRoutes = routeList("rank", {
  militaryPower: "GET /customer_military_powers/{id}",
});
