import { Readable } from "node:stream";
import { backofficeEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { ledgerCsv, ledgerCsvName } from "./ledger-export.js";
import { approvePayout, listPayouts, rejectPayout } from "./payouts.service.js";
import { reconciliation } from "./reconciliation.service.js";

/** The back office for money (issue 17 item 7): reconciliation, the payouts queue, the ledger export. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.reconciliation, async (request) => reconciliation(db, request.query.date));

  route(app, api.payouts, async (request) => listPayouts(db, request.query.status, request.query.limit));
  route(app, api.approvePayout, async (request) =>
    approvePayout(db, currentUserId(request), request.params.id, request.body.note ?? null),
  );
  route(app, api.rejectPayout, async (request) =>
    rejectPayout(db, currentUserId(request), request.params.id, request.body.note),
  );

  // Streamed, not a JSON body: route() returns the reply the handler has sent.
  route(app, api.ledgerCsv, async (request, reply) => {
    const { from, to } = request.query;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${ledgerCsvName(from, to)}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(ledgerCsv(db, from, to)));
  });
};
