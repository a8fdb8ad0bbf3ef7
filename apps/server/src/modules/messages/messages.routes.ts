import { messagesEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { countUnread } from "../conversations/conversations.queries.js";
import type { LiveEvent } from "./live.js";
import { getMessage, listMessages, readAll, setRead, unreadCount } from "./messages.service.js";

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.unreadCount, async (request) => unreadCount(db, currentUserId(request)));

  route(app, api.stream, async (request, reply) => {
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
      send({ event: "conversation", data: { unread: await countUnread(db, userId), conversation_id: null } });
    } catch (err) {
      request.log.warn({ err }, "live stream: unread count failed");
      end();
    }
    return reply;
  });

  route(app, api.list, async (request) =>
    listMessages(db, currentUserId(request), request.params.userId, request.query),
  );

  route(app, api.readAll, async (request) => readAll(db, currentUserId(request)));

  route(app, api.get, async (request) => getMessage(db, currentUserId(request), request.params.id));

  route(app, api.setRead, async (request) =>
    setRead(db, currentUserId(request), request.params.id, request.body.is_read),
  );
};
