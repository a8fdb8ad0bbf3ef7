import {
  ErrorBody,
  Message,
  MessageIdParams,
  MessageList,
  MessageListQuery,
  MessageUserParams,
  ReadAllResponse,
  UnreadCount,
  UpdateMessageRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import type { LiveEvent } from "./live.js";
import { getMessage, listMessages, readAll, setRead, unreadCount } from "./messages.service.js";

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

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
    "/messages/stream",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary:
          "Server-sent events: `event: unread` with {unread} now and whenever it changes; " +
          "`event: role_changed` with {role_version} when your role changes (refresh GET /api/me)",
        description:
          "Send the bearer token in the Authorization header (read the stream with fetch). Works with " +
          "several server processes: changes arrive through PostgreSQL LISTEN/NOTIFY.",
        ...secured,
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      // With the database away this is answered 503 database_unavailable (the web backs off and
      // retries), not a stream that opens and then never gets its first count.
      await unreadCount(db, userId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (message: LiveEvent) =>
        res.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
      const unsubscribe = app.liveMessages.subscribe(userId, send);
      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        app.liveMessages.streams.delete(end);
        res.end();
      };
      app.liveMessages.streams.add(end);
      request.raw.on("close", end);
      res.write("retry: 3000\n\n");
      // Counted again after subscribing, so that no change in between is missed. The reply is taken
      // over (no error handler): if the database fails now, end the stream and let the web reconnect.
      try {
        send({ event: "unread", data: await unreadCount(db, userId) });
      } catch (err) {
        request.log.warn({ err }, "live stream: unread count failed");
        end();
      }
    },
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

  app.post(
    "/messages/read_all",
    {
      ...auth,
      schema: {
        tags: ["messages"],
        summary: "Mark all of your unread messages read",
        description: "Only the caller's own messages (from the token); returns how many changed.",
        ...secured,
        response: { 200: ReadAllResponse, ...errors },
      },
    },
    async (request) => readAll(db, currentUserId(request)),
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
