import { expertAdminEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import * as admin from "./expert-admin.service.js";

/** Administrators decide expert applications and may revoke an expert (issue 14). */
export const expertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.applications, async (request) =>
    admin.listApplications(db, request.query.status, request.query.skip, request.query.limit),
  );
  route(app, api.approve, async (request) =>
    admin.approveApplication(db, currentUserId(request), request.params.id),
  );
  route(app, api.reject, async (request) =>
    admin.rejectApplication(db, currentUserId(request), request.params.id, request.body.reason),
  );
  route(app, api.experts, async (request) =>
    admin.listApprovedExperts(db, request.query.skip, request.query.limit),
  );
  route(app, api.revoke, async (request) =>
    admin.revokeExpert(db, currentUserId(request), request.params.expertId, request.body.reason),
  );
};
