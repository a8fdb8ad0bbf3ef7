import { HealthResponse } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: HealthResponse } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const, db: app.dbKind };
    },
  );
};
