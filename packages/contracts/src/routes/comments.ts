import { routeList } from "../endpoint.js";

export const commentsRoutes = routeList("comments", {
  list: "GET /questions/comments",
  create: "POST /questions/comments",
  like: "POST /questions/comments/{id}/like",
  unlike: "POST /questions/comments/{id}/unlike",
  dislike: "POST /questions/comments/{id}/dislike",
  undislike: "POST /questions/comments/{id}/undislike",
  rate: "POST /questions/comments/{id}/rate",
});
