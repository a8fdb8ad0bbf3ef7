import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import {
  AdminExpertApplicationList,
  AdminExpertApplicationsQuery,
  AdminExpertList,
  AdminExpertsQuery,
  ExpertApplication,
  ExpertDecisionReason,
  ExpertDetail,
  ExpertIdParams,
} from "../experts.js";
import { IdParams } from "../questions.js";
import { expertAdminRoutes } from "../routes/expert-admin.js";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409];

/** Administrators decide expert applications and may revoke an expert (issue 14). */
export const expertAdminEndpoints = defineEndpoints(expertAdminRoutes, {
  applications: {
    access: "admin",
    tags: ["admin"],
    summary: "Expert applications by status (pending: oldest first) with the applicant's profile (admin)",
    query: AdminExpertApplicationsQuery,
    response: AdminExpertApplicationList,
    errors,
  },
  approve: {
    access: "admin",
    tags: ["admin"],
    summary: "Approve a pending expert application or channel change (admin)",
    params: IdParams,
    response: ExpertApplication,
    errors,
  },
  reject: {
    access: "admin",
    tags: ["admin"],
    summary: "Reject a pending expert application or channel change with a reason (admin)",
    params: IdParams,
    body: ExpertDecisionReason,
    response: ExpertApplication,
    errors,
  },
  experts: {
    access: "admin",
    tags: ["admin"],
    summary: "Approved experts, newest approval first (admin)",
    query: AdminExpertsQuery,
    response: AdminExpertList,
    errors,
  },
  revoke: {
    access: "admin",
    tags: ["admin"],
    summary: "Revoke an expert: role back to user, no channel privileges (admin)",
    params: ExpertIdParams,
    body: ExpertDecisionReason,
    response: ExpertDetail,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    expertAdmin: typeof expertAdminEndpoints;
  }
}
