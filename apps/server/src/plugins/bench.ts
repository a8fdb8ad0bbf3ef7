import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * GET /api/bench/bare → {}: the baseline that `npm run bench` measures beside the real endpoints, in
 * the same process, so a ratio says how much of the budget our code and the database take. Only
 * registered when BENCH_BARE_ROUTE=true.
 */
export const BARE_ROUTE = "/api/bench/bare";

/**
 * The statements (SQL and parameters) that the last request carrying the CAPTURE_HEADER sent to the
 * database: the bench records what one request of an endpoint runs and replays it with pgbench, the
 * database's own ceiling for that endpoint (issue 20 item 1). Outside /api: a measuring tool.
 */
export const SQL_CAPTURE_ROUTE = "/bench/sql-capture";
export const CAPTURE_HEADER = "x-bench-capture";

export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get(BARE_ROUTE, { schema: { hide: true } }, async () => ({}));
}

/**
 * Registered before the routes (its hook must see every request), only with the bare route. A request
 * with the header runs in its own async context, so statements of other requests still in flight
 * (the end of a load run) are not mixed into its record.
 */
export const benchCapturePlugin = fp(async (app: FastifyInstance) => {
  type Statement = { sql: string; params: unknown[] };
  const capturing = new AsyncLocalStorage<Statement[]>();
  let last: Statement[] = [];
  app.database.onQuery = (sql, params) => {
    capturing.getStore()?.push({ sql, params });
  };
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.headers[CAPTURE_HEADER] === undefined) return done();
    last = [];
    capturing.run(last, done);
  });
  app.get(SQL_CAPTURE_ROUTE, { schema: { hide: true } }, async () => ({ statements: last }));
});
