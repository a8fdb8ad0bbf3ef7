import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import {
  Message,
  MessageIdParams,
  MessageList,
  MessageListQuery,
  MessageUserParams,
  ReadAllResponse,
  UnreadCount,
  UnreadStream,
  UpdateMessageRequest,
} from "../messages.js";
import { messagesRoutes } from "../routes/messages.js";

const tags = ["messages"] as const;
const errors: ErrorStatus[] = [400, 401, 403, 404];

export const messagesEndpoints = defineEndpoints(messagesRoutes, {
  unreadCount: {
    access: "user",
    tags,
    summary: "How many of your messages are unread",
    response: UnreadCount,
    errors,
  },
  stream: {
    access: "user",
    tags,
    summary:
      "Server-sent events: `event: unread` with {unread} now and whenever it changes; " +
      "`event: role_changed` with {role_version} when your role changes (refresh GET /api/me)",
    description:
      "Send the bearer token in the Authorization header (read the stream with fetch). Works with " +
      "several server processes: changes arrive through PostgreSQL LISTEN/NOTIFY.",
    response: UnreadStream,
    errors: [401],
  },
  list: {
    access: "user",
    tags,
    summary: "Your system messages, newest first (userId must be you)",
    params: MessageUserParams,
    query: MessageListQuery,
    response: MessageList,
    errors,
  },
  readAll: {
    access: "user",
    tags,
    summary: "Mark all of your unread messages read",
    description: "Only the caller's own messages (from the token); returns how many changed.",
    response: ReadAllResponse,
    errors,
  },
  get: {
    access: "user",
    tags,
    summary: "One of your messages",
    params: MessageIdParams,
    response: Message,
    errors,
  },
  setRead: {
    access: "user",
    tags,
    summary: "Mark one of your messages read or unread",
    params: MessageIdParams,
    body: UpdateMessageRequest,
    response: Message,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    messages: typeof messagesEndpoints;
  }
}
