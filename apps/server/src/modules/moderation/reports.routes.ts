import { reportsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { decideTarget, resolveReport } from "./decide.service.js";
import { createReport, reportQueue } from "./reports.service.js";

/** Reports (any signed-in user) and the moderation queue (moderators and administrators). Issue 17. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.create, async (request) => {
    const userId = currentUserId(request);
    await app.postingLimiter.check(userId, "report");
    return createReport(db, userId, request.body);
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
