import { ErrorBody } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../plugins/admin.js";
import { GRANTABLE_ROLES, setUserRole } from "./users.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const UserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SetRoleRequest = z.object({ role: z.enum(GRANTABLE_ROLES) }).meta({ id: "SetRoleRequest" });
const SetRoleResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(GRANTABLE_ROLES),
});

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
        params: UserIdParams,
        body: SetRoleRequest,
        response: { 200: SetRoleResponse, ...errors },
      },
    },
    async (request) => setUserRole(db, request.params.id, request.body.role),
  );
};
