import { routeList } from "../endpoint.js";

export const homeRoutes = routeList("home", {
  slogan: "GET /home/slogan",
  countries: "GET /countries",
});
