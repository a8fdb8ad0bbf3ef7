import { routeList } from "../endpoint.js";

export const authRoutes = routeList("auth", {
  login: "POST /login",
  register: "POST /register",
  me: "GET /me",
});
