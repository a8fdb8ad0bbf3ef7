import { commentsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import * as comments from "./comments.service.js";

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.list, async (request) => {
    const { question_id, skip, limit, sort } = request.query;
    return comments.listQuestionComments(db, optionalUserId(request), question_id, skip, limit, sort);
  });

  // A double-clicked "Post answer" (same Idempotency-Key) makes one answer.
  route(app, api.create, async (request, reply) => {
    await app.postingLimiter.check(currentUserId(request), "answer");
    return idempotentReply(request, reply, 201, (tx) =>
      comments.addComment(tx, currentUserId(request), request.body),
    );
  });

  const actions: comments.CommentAction[] = ["like", "unlike", "dislike", "undislike"];
  for (const action of actions) {
    route(app, api[action], async (request) =>
      comments.reactToComment(db, currentUserId(request), request.params.id, action),
    );
  }

  // A publisher's 5-star rating can pay the bonus (first_five_star): honours Idempotency-Key.
  route(app, api.rate, async (request, reply) =>
    idempotentReply(request, reply, 200, (tx) =>
      comments.rateComment(tx, currentUserId(request), request.params.id, request.body.score),
    ),
  );
};
