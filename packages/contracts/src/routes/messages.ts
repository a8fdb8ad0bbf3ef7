import { routeList } from "../endpoint.js";

export const messagesRoutes = routeList("messages", {
  unreadCount: "GET /messages/unread_count",
  stream: "GET /messages/stream",
  list: "GET /messages/user/{userId}",
  readAll: "POST /messages/read_all",
  get: "GET /messages/{id}",
  setRead: "PUT /messages/{id}",
});
