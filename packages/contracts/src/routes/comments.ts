import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

export const commentsRoutes = routeList("comments", {
  ...EARLY_ROUTE_KEYS.comments,
  create: "POST /questions/comments",
  like: "POST /questions/comments/{id}/like",
  unlike: "POST /questions/comments/{id}/unlike",
  dislike: "POST /questions/comments/{id}/dislike",
  undislike: "POST /questions/comments/{id}/undislike",
  rate: "POST /questions/comments/{id}/rate",
});
