import { ErrorBody, SearchQuery, SearchResponse } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { search } from "./search.service.js";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["search"],
        summary: "Search public questions and all classified listings (CJK-aware, index-backed)",
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorBody },
      },
    },
    async (request) => search(app.db, request.query),
  );
};
