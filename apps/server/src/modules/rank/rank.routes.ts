import { rankEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { militaryPower } from "./rank.service.js";

export const rankRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.militaryPower, async (request) =>
    militaryPower(app.db, currentUserId(request), request.params.id, request.query.lang),
  );
};
