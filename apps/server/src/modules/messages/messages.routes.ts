import {
  ErrorBody,
  Message,
  MessageIdParams,
  MessageList,
  MessageListQuery,
  MessageUserParams,
  UnreadCount,
  UpdateMessageRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { getMessage, listMessages, setRead, unreadCount } from "./messages.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };

  app.get(
    "/messages/unread_count",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary: "How many of your messages are unread",
        ...secured,
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => unreadCount(db, currentUserId(request)),
  );

  app.get(
    "/messages/user/:userId",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary: "Your system messages, newest first (userId must be you)",
        ...secured,
        params: MessageUserParams,
        querystring: MessageListQuery,
        response: { 200: MessageList, ...errors },
      },
    },
    async (request) => listMessages(db, currentUserId(request), request.params.userId, request.query),
  );

  app.get(
    "/messages/:id",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary: "One of your messages",
        ...secured,
        params: MessageIdParams,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => getMessage(db, currentUserId(request), request.params.id),
  );

  app.put(
    "/messages/:id",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary: "Mark one of your messages read or unread",
        ...secured,
        params: MessageIdParams,
        body: UpdateMessageRequest,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => setRead(db, currentUserId(request), request.params.id, request.body.is_read),
  );
};
