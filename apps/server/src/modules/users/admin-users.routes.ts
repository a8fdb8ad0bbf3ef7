import { adminUsersEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/endpoints.js";
import { listUsers, userDetail } from "./admin-users.service.js";

/** The administrators' users page (issue 17 item 8): search and one account's detail. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.search, async (request) => listUsers(app.db, request.query));
  route(app, api.detail, async (request) => userDetail(app.db, request.params.id));
};
