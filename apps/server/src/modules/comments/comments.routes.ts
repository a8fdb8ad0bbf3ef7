import {
  Comment,
  CommentList,
  CommentListQuery,
  CommentReactionState,
  CreateCommentRequest,
  ErrorBody,
  IdParams,
  RateRequest,
  RatingState,
  UserIdBody,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import {
  addComment,
  type CommentAction,
  listQuestionComments,
  rateComment,
  reactToComment,
} from "./comments.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/questions/comments",
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["comments"],
        summary:
          "Comments (answers) of a question: the paid one first, then oldest, newest or best score first",
        querystring: CommentListQuery,
        response: { 200: CommentList, ...errors },
      },
    },
    async (request) => {
      const { question_id, skip, limit, sort } = request.query;
      return listQuestionComments(db, optionalUserId(request), question_id, skip, limit, sort);
    },
  );

  app.post(
    "/questions/comments",
    {
      onRequest: app.authenticate,
      // A double-clicked "Post answer" (same Idempotency-Key) makes one answer.
      config: { idempotent: true },
      schema: {
        tags: ["comments"],
        summary: "Answer a question",
        ...secured,
        body: CreateCommentRequest,
        response: { 201: Comment, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) => addComment(tx, currentUserId(request), request.body)),
  );

  const actions: CommentAction[] = ["like", "unlike", "dislike", "undislike"];
  for (const action of actions) {
    app.post(
      `/questions/comments/:id/${action}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["comments"],
          summary: `${action} a comment (idempotent; not your own)`,
          ...secured,
          params: IdParams,
          body: UserIdBody,
          response: { 200: CommentReactionState, ...errors },
        },
      },
      async (request) => reactToComment(db, currentUserId(request), request.params.id, action),
    );
  }

  app.post(
    "/questions/comments/:id/rate",
    {
      onRequest: app.authenticate,
      // A publisher's 5-star rating can pay the bonus (first_five_star): honours Idempotency-Key.
      config: { idempotent: true },
      schema: {
        tags: ["comments"],
        summary: "Rate a comment 1-5 stars (not your own)",
        ...secured,
        params: IdParams,
        body: RateRequest,
        response: { 200: RatingState, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 200, (tx) =>
        rateComment(tx, currentUserId(request), request.params.id, request.body.score),
      ),
  );
};
