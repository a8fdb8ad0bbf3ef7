import {
  AppealRequest,
  AppealResponse,
  AppealSummaryList,
  DecideAppealRequest,
  DecideAppealResponse,
  ErrorBody,
  IdParams,
  PayBonusRequest,
  PayBonusResponse,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/admin.js";
import { currentUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { decideAppeal, listOpenAppeals, openAppeal } from "./appeals.service.js";
import { payBonusByPublisher } from "./bonus.service.js";

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};
const secured = { security: [{ bearer: [] }] };

export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/questions/pay_bonus",
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags: ["settlement"],
        summary: "The publisher pays the escrowed bonus to another user's comment (once)",
        ...secured,
        body: PayBonusRequest,
        response: {
          200: PayBonusResponse,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 200, async (tx) => {
        const { question_id, comment_id } = request.body;
        const paid = await payBonusByPublisher(tx, currentUserId(request), question_id, comment_id);
        return { question_id, comment_id, amount: paid.toCommenterFen / 100, username: paid.commenterName };
      }),
  );

  app.post(
    "/questions/appeal",
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags: ["settlement"],
        summary: "Appeal for the bonus with your unpaid comment (once per question)",
        ...secured,
        body: AppealRequest,
        response: { 200: AppealResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 200, (tx) =>
        openAppeal(tx, currentUserId(request), request.body.question_id),
      ),
  );

  app.get(
    "/admin/appeals",
    {
      onRequest: app.authenticate,
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Open appeals (admin)",
        ...secured,
        response: {
          200: AppealSummaryList,
          ...errors,
        },
      },
    },
    async () => listOpenAppeals(db),
  );

  app.post(
    "/admin/appeals/:id/decide",
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Award the bonus to the appellant's comment, or reject the appeal (admin)",
        ...secured,
        params: IdParams,
        body: DecideAppealRequest,
        response: { 200: DecideAppealResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 200, (tx) =>
        decideAppeal(tx, currentUserId(request), request.params.id, request.body.decision),
      ),
  );
};
