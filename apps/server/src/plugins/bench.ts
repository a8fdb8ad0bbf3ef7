import type { FastifyInstance } from "fastify";

/**
 * GET /api/bench/bare → {}: the baseline that `npm run bench` measures beside the real endpoints, in
 * the same process, so a ratio says how much of the budget our code and the database take. Only
 * registered when BENCH_BARE_ROUTE=true.
 */
export const BARE_ROUTE = "/api/bench/bare";

export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get(BARE_ROUTE, { schema: { hide: true } }, async () => ({}));
}
