import { createHash } from "node:crypto";
import {
  CreateQuestionRequest,
  CreateQuestionResponse,
  ErrorBody,
  IdParams,
  ManageList,
  ManageQuery,
  MyTotals,
  QuestionDetail,
  QuestionList,
  QuestionListQuery,
  QuestionReactionState,
  RateRequest,
  RatingState,
  ShareResponse,
  UserIdBody,
  UserIdParams,
  UserListQuery,
} from "@ask/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { type QuestionAction, rateQuestion, reactToQuestion, shareQuestion } from "./engagement.service.js";
import { manageList } from "./manage.service.js";
import {
  createQuestion,
  getQuestionDetail,
  listForUser,
  listQuestions,
  myTotals,
  type UserListKind,
} from "./questions.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { security: [{ bearer: [] }] };

/** One view per viewer per day: a logged-in user by id, a visitor by a hash of address and browser. */
function viewerKey(request: FastifyRequest): string {
  const userId = optionalUserId(request);
  if (userId !== null) return `u:${userId}`;
  const agent = request.headers["user-agent"] ?? "";
  return `a:${createHash("sha256").update(`${request.ip}|${agent}`).digest("base64url").slice(0, 32)}`;
}

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/questions",
    {
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["questions"],
        summary: "Browse and search questions (private ones only for their publisher and matching experts)",
        querystring: QuestionListQuery,
        response: { 200: QuestionList, ...errors },
      },
    },
    async (request) => listQuestions(db, optionalUserId(request), request.query),
  );

  app.get(
    "/questions/detail/:id",
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["questions"],
        summary: "A question with all its fields; counts one view per viewer per day",
        params: IdParams,
        response: { 200: QuestionDetail, ...errors },
      },
    },
    async (request) => getQuestionDetail(db, optionalUserId(request), request.params.id, viewerKey(request)),
  );

  app.post(
    "/questions",
    {
      onRequest: app.authenticate,
      // Publishing moves the bonus into escrow: a repeated Idempotency-Key returns the first question.
      config: { idempotent: true },
      schema: {
        tags: ["questions"],
        summary: "Publish a question",
        ...secured,
        body: CreateQuestionRequest,
        response: { 201: CreateQuestionResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, async (tx) => ({
        id: await createQuestion(tx, currentUserId(request), request.body),
      })),
  );

  const actions: QuestionAction[] = ["like", "unlike", "dislike", "undislike", "favorite", "unfavorite"];
  for (const action of actions) {
    app.post(
      `/questions/:id/${action}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["questions"],
          summary: `${action} a question (idempotent)`,
          ...secured,
          params: IdParams,
          body: UserIdBody,
          response: { 200: QuestionReactionState, ...errors },
        },
      },
      async (request) => reactToQuestion(db, currentUserId(request), request.params.id, action),
    );
  }

  app.post(
    "/questions/:id/rate",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary: "Rate a question 1-5 stars (not your own)",
        ...secured,
        params: IdParams,
        body: RateRequest,
        response: { 200: RatingState, ...errors },
      },
    },
    async (request) => rateQuestion(db, currentUserId(request), request.params.id, request.body.score),
  );

  app.post(
    "/questions/:id/share",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary: "Record that you shared a question",
        ...secured,
        params: IdParams,
        body: UserIdBody,
        response: { 200: ShareResponse, ...errors },
      },
    },
    async (request) => shareQuestion(db, currentUserId(request), request.params.id),
  );

  app.get(
    "/questions/my/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary: "Your own questions (userId must be you)",
        ...secured,
        params: UserIdParams,
        querystring: UserListQuery,
        response: { 200: QuestionList, ...errors },
      },
    },
    async (request) =>
      listForUser(
        db,
        currentUserId(request),
        request.params.userId,
        "my",
        request.query.skip,
        request.query.limit,
      ),
  );

  const lists: [string, UserListKind, string][] = [
    ["/questions/commented", "commented", "Questions you commented on"],
    ["/questions/favorites", "favorites", "Questions you favorited"],
    ["/questions/shared", "shared", "Questions you shared"],
  ];
  for (const [url, kind, summary] of lists) {
    app.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["questions"],
          summary: `${summary} (user_id, if given, must be you)`,
          ...secured,
          querystring: UserListQuery,
          response: { 200: QuestionList, ...errors },
        },
      },
      async (request) =>
        listForUser(
          db,
          currentUserId(request),
          request.query.user_id,
          kind,
          request.query.skip,
          request.query.limit,
        ),
    );
  }

  app.get(
    "/questions/manage",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary: "Your questions or your answers, by status, month, year and keyword, with status counts",
        ...secured,
        querystring: ManageQuery,
        response: { 200: ManageList, ...errors },
      },
    },
    async (request) => manageList(db, currentUserId(request), request.query),
  );

  app.get(
    "/questions/my_total/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary: "Likes, ratings and favorites received on your questions and answers",
        ...secured,
        params: UserIdParams,
        response: { 200: MyTotals, ...errors },
      },
    },
    async (request) => myTotals(db, currentUserId(request), request.params.userId),
  );
};
