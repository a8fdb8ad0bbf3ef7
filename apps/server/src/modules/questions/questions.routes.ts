import { questionsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
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
import { countDetailView } from "./view-buffer.js";

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.list, async (request) => listQuestions(db, optionalUserId(request), request.query), {
    config: { publicCache: true },
  });

  // A visitor's detail is micro-cached; its view is noted when the answer is sent, cached or not, and
  // written in batches (view-buffer.ts).
  route(
    app,
    api.detail,
    async (request) => getQuestionDetail(db, optionalUserId(request), request.params.id),
    {
      config: { publicCache: true },
      onResponse: countDetailView,
    },
  );

  // Publishing moves the bonus into escrow: a repeated Idempotency-Key returns the first question.
  route(app, api.create, async (request, reply) => {
    await app.postingLimiter.check(currentUserId(request), "question");
    return idempotentReply(request, reply, 201, async (tx) =>
      createQuestion(tx, currentUserId(request), request.body),
    );
  });

  const actions: QuestionAction[] = ["like", "unlike", "dislike", "undislike", "favorite", "unfavorite"];
  for (const action of actions) {
    route(app, api[action], async (request) =>
      reactToQuestion(db, currentUserId(request), request.params.id, action),
    );
  }

  route(app, api.rate, async (request) =>
    rateQuestion(db, currentUserId(request), request.params.id, request.body.score),
  );

  route(app, api.share, async (request) => shareQuestion(db, currentUserId(request), request.params.id));

  route(app, api.mine, async (request) =>
    listForUser(
      db,
      currentUserId(request),
      request.params.userId,
      "my",
      request.query.skip,
      request.query.limit,
    ),
  );

  const lists = ["commented", "favorites", "shared"] as const satisfies UserListKind[];
  for (const kind of lists) {
    route(app, api[kind], async (request) =>
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

  route(app, api.manage, async (request) => manageList(db, currentUserId(request), request.query));

  route(app, api.myTotals, async (request) => myTotals(db, currentUserId(request), request.params.userId));
};
