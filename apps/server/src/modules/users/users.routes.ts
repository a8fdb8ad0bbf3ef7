import { usersEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { setUserRole } from "./users.service.js";

/** Administration of user accounts. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.setRole, async (request) =>
    setUserRole(app.db, currentUserId(request), request.params.id, request.body.role),
  );
};
