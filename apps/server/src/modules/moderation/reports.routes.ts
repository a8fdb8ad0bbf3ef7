import { reportsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { decideTarget, resolveReport } from "./decide.service.js";
import { createReport, reportQueue } from "./reports.service.js";

/** Reports (any signed-in user) and the moderation queue (moderators and administrators). Issue 17. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // A retried report with the same Idempotency-Key gets its first answer (201), not report_exists.
  route(app, api.create, async (request, reply) => {
    const userId = currentUserId(request);
    await app.postingLimiter.check(userId, "report");
    return idempotentReply(request, reply, 201, (tx) => createReport(tx, userId, request.body));
  });
  route(app, api.queue, async (request) => reportQueue(db, request.query));

  route(app, api.resolve, async (request) => {
    const result = await resolveReport(db, currentUserId(request), request.params.id, request.body);
    // The banned account's tokens stop working in this process before the answer leaves.
    if (result.bannedUserId !== null) await app.bans.refresh(result.bannedUserId);
    return result.decision;
  });
  route(app, api.decide, async (request) => {
    const result = await decideTarget(db, currentUserId(request), request.body);
    if (result.bannedUserId !== null) await app.bans.refresh(result.bannedUserId);
    return result.decision;
  });
};
