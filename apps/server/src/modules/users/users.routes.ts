import { AdminUserParams, ErrorBody, SetRoleRequest, SetRoleResponse } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/admin.js";
import { setUserRole } from "./users.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Administration of user accounts. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/admin/users/:id/role",
    {
      onRequest: app.authenticate,
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Grant a role: user, publisher or organization (admin; not for admin or expert accounts)",
        security: [{ bearer: [] }],
        params: AdminUserParams,
        body: SetRoleRequest,
        response: { 200: SetRoleResponse, ...errors },
      },
    },
    async (request) => setUserRole(db, request.params.id, request.body.role),
  );
};
