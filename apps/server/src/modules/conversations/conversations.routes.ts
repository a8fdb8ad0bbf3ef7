import { conversationsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import {
  createConversation,
  getConversation,
  listConversations,
  listMessages,
  sendMessage,
  setBlock,
  unreadCount,
} from "./conversations.service.js";

/** Private conversations about an item and blocking (issue 18 item 1). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.create, async (request, reply) => {
    const userId = currentUserId(request);
    await app.postingLimiter.check(userId, "conversation");
    await app.postingLimiter.check(userId, "message");
    return idempotentReply(request, reply, 201, (tx) => createConversation(tx, userId, request.body));
  });
  route(app, api.list, async (request) => listConversations(db, currentUserId(request), request.query));
  route(app, api.unreadCount, async (request) => unreadCount(db, currentUserId(request)));
  route(app, api.get, async (request) => getConversation(db, currentUserId(request), request.params.id));
  route(app, api.messages, async (request) =>
    listMessages(db, currentUserId(request), request.params.id, request.query),
  );
  route(app, api.send, async (request, reply) => {
    const userId = currentUserId(request);
    await app.postingLimiter.check(userId, "message");
    return idempotentReply(request, reply, 201, (tx) =>
      sendMessage(tx, userId, request.params.id, request.body),
    );
  });
  route(app, api.block, async (request) => setBlock(db, currentUserId(request), request.params.userId, true));
  route(app, api.unblock, async (request) =>
    setBlock(db, currentUserId(request), request.params.userId, false),
  );
};
