import { routeList } from "../endpoint.js";

/** Private one-to-one conversations about an item (issue 18 item 1) and blocking a user. */
export const conversationsRoutes = routeList("conversations", {
  create: "POST /conversations",
  list: "GET /conversations",
  unreadCount: "GET /conversations/unread_count",
  get: "GET /conversations/{id}",
  messages: "GET /conversations/{id}/messages",
  send: "POST /conversations/{id}/messages",
  block: "PUT /blocks/{userId}",
  unblock: "DELETE /blocks/{userId}",
});
