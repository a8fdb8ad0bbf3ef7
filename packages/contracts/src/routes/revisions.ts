import { routeList } from "../endpoint.js";

export const revisionsRoutes = routeList("revisions", {
  editQuestion: "PATCH /questions/{id}",
  deleteQuestion: "DELETE /questions/{id}",
  questionRevisions: "GET /questions/{id}/revisions",
  editComment: "PATCH /questions/comments/{id}",
  deleteComment: "DELETE /questions/comments/{id}",
  commentRevisions: "GET /questions/comments/{id}/revisions",
});
