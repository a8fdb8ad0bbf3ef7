import {
  AdminExpertApplicationList,
  AdminExpertApplicationsQuery,
  AdminExpertList,
  AdminExpertsQuery,
  ErrorBody,
  ExpertApplication,
  ExpertDecisionReason,
  ExpertDetail,
  ExpertIdParams,
  IdParams,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/admin.js";
import { currentUserId } from "../../plugins/auth.js";
import {
  approveApplication,
  listApplications,
  listApprovedExperts,
  rejectApplication,
  revokeExpert,
} from "./expert-admin.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };

/** Administrators decide expert applications and may revoke an expert (issue 14). */
export const expertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { onRequest: app.authenticate, preHandler: requireAdmin };

  app.get(
    "/admin/experts/applications",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Expert applications by status (pending: oldest first) with the applicant's profile (admin)",
        ...secured,
        querystring: AdminExpertApplicationsQuery,
        response: { 200: AdminExpertApplicationList, ...errors },
      },
    },
    async (request) => listApplications(db, request.query.status, request.query.skip, request.query.limit),
  );

  app.post(
    "/admin/experts/applications/:id/approve",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Approve a pending expert application or channel change (admin)",
        ...secured,
        params: IdParams,
        response: { 200: ExpertApplication, ...errors },
      },
    },
    async (request) => approveApplication(db, currentUserId(request), request.params.id),
  );

  app.post(
    "/admin/experts/applications/:id/reject",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Reject a pending expert application or channel change with a reason (admin)",
        ...secured,
        params: IdParams,
        body: ExpertDecisionReason,
        response: { 200: ExpertApplication, ...errors },
      },
    },
    async (request) => rejectApplication(db, currentUserId(request), request.params.id, request.body.reason),
  );

  app.get(
    "/admin/experts",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Approved experts, newest approval first (admin)",
        ...secured,
        querystring: AdminExpertsQuery,
        response: { 200: AdminExpertList, ...errors },
      },
    },
    async (request) => listApprovedExperts(db, request.query.skip, request.query.limit),
  );

  app.post(
    "/admin/experts/:expertId/revoke",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Revoke an expert: role back to user, no channel privileges (admin)",
        ...secured,
        params: ExpertIdParams,
        body: ExpertDecisionReason,
        response: { 200: ExpertDetail, ...errors },
      },
    },
    async (request) => revokeExpert(db, currentUserId(request), request.params.expertId, request.body.reason),
  );
};
