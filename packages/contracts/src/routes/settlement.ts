import { routeList } from "../endpoint.js";

export const settlementRoutes = routeList("settlement", {
  payBonus: "POST /questions/pay_bonus",
  appeal: "POST /questions/appeal",
  openAppeals: "GET /admin/appeals",
  decideAppeal: "POST /admin/appeals/{id}/decide",
});
