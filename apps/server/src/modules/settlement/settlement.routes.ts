import { settlementEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { decideAppeal, listOpenAppeals, openAppeal } from "./appeals.service.js";
import { payBonusByPublisher } from "./bonus.service.js";

export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.payBonus, async (request, reply) =>
    idempotentReply(request, reply, 200, async (tx) => {
      const { question_id, comment_id } = request.body;
      const paid = await payBonusByPublisher(tx, currentUserId(request), question_id, comment_id);
      return { question_id, comment_id, amount: paid.toCommenterFen / 100, username: paid.commenterName };
    }),
  );

  route(app, api.appeal, async (request, reply) =>
    idempotentReply(request, reply, 200, (tx) =>
      openAppeal(tx, currentUserId(request), request.body.question_id),
    ),
  );

  route(app, api.openAppeals, async () => listOpenAppeals(db));

  route(app, api.decideAppeal, async (request, reply) =>
    idempotentReply(request, reply, 200, (tx) =>
      decideAppeal(tx, currentUserId(request), request.params.id, request.body.decision),
    ),
  );
};
