import { CustomerIdParams, ErrorBody, LangOnlyQuery, MilitaryPower } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { militaryPower } from "./rank.service.js";

export const rankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/customer_military_powers/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["rank"],
        summary: "Your force rank, power and this month's score",
        security: [{ bearer: [] }],
        params: CustomerIdParams,
        querystring: LangOnlyQuery,
        response: { 200: MilitaryPower, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => militaryPower(app.db, currentUserId(request), request.params.id, request.query.lang),
  );
};
