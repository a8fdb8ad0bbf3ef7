import { routeList } from "../endpoint.js";

export const customersRoutes = routeList("customers", {
  search: "GET /customers",
  get: "GET /customers/{id}",
  publicCard: "GET /customers/detail/{id}",
  update: "PUT /customers/{id}",
  updateAvatar: "PUT /customers/{id}/avatar",
});
