import { moderationEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { listAuditLog } from "./audit.service.js";
import { banUser, unbanUser } from "./bans.service.js";
import { getWordLists, setWordLists } from "./words.service.js";

/** Blocked-word lists and the audit log (administrators), bans (moderators too). Issue 17. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.words, async () => getWordLists(db));
  route(app, api.setWords, async (request) => setWordLists(db, currentUserId(request), request.body));
  route(app, api.auditLog, async (request) => {
    const q = request.query;
    return listAuditLog(db, {
      actorId: q.actor_id,
      action: q.action,
      targetType: q.target_type,
      targetId: q.target_id,
      from: q.from,
      to: q.to,
      before: q.before,
      limit: q.limit,
    });
  });

  route(app, api.ban, async (request) => {
    const state = await banUser(db, currentUserId(request), request.params.id, request.body);
    // This process refuses the account's tokens before the answer leaves (others hear it by NOTIFY).
    await app.bans.refresh(request.params.id);
    return state;
  });
  route(app, api.unban, async (request) => {
    const state = await unbanUser(db, currentUserId(request), request.params.id, request.body.note);
    await app.bans.refresh(request.params.id);
    return state;
  });
};
