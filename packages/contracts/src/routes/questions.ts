import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

export const questionsRoutes = routeList("questions", {
  ...EARLY_ROUTE_KEYS.questions,
  create: "POST /questions",
  like: "POST /questions/{id}/like",
  unlike: "POST /questions/{id}/unlike",
  dislike: "POST /questions/{id}/dislike",
  undislike: "POST /questions/{id}/undislike",
  favorite: "POST /questions/{id}/favorite",
  unfavorite: "POST /questions/{id}/unfavorite",
  rate: "POST /questions/{id}/rate",
  share: "POST /questions/{id}/share",
  mine: "GET /questions/my/{userId}",
  commented: "GET /questions/commented",
  favorites: "GET /questions/favorites",
  shared: "GET /questions/shared",
  manage: "GET /questions/manage",
  myTotals: "GET /questions/my_total/{userId}",
});
