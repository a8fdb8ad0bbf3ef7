import { HealthResponse } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "./health.queries.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: HealthResponse } },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: "ok" as const, db: app.dbKind };
    },
  );
};
