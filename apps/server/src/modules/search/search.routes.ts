import {
  ErrorBody,
  IdParams,
  SearchQuery,
  SearchResponse,
  SimilarQuery,
  SimilarQuestions,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalUserId } from "../../plugins/auth.js";
import { search } from "./search.service.js";
import { relatedQuestions, similarQuestions } from "./similar.service.js";

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

  app.get(
    "/questions/similar",
    {
      // Public questions only: the same answer for every caller.
      config: { publicCache: "everyone" },
      schema: {
        tags: ["search"],
        summary: "Public questions similar to a text being typed (the ask form), best first",
        querystring: SimilarQuery,
        response: { 200: SimilarQuestions, 400: ErrorBody },
      },
    },
    async (request) => similarQuestions(app.db, request.query.q),
  );

  app.get(
    "/questions/:id/related",
    {
      // Anonymous callers only from the cache: a private question's list is for those who may see it.
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["search"],
        summary: "Public questions related to a question (text and category); 404 if it is not visible",
        params: IdParams,
        response: { 200: SimilarQuestions, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => relatedQuestions(app.db, optionalUserId(request), request.params.id),
  );
};
