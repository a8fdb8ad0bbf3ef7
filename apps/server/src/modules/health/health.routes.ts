import { healthEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/endpoints.js";
import { pingDatabase } from "./health.queries.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.health, async () => {
    await pingDatabase(app.db);
    return { status: "ok" as const, db: app.dbKind };
  });
};
