import { searchEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { search } from "./search.service.js";
import { relatedQuestions, similarQuestions } from "./similar.service.js";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const everyone = { config: { publicCache: "everyone" as const } };

  route(app, api.search, async (request) => search(app.db, request.query), everyone);

  // Public questions only: the same answer for every caller.
  route(app, api.similar, async (request) => similarQuestions(app.db, request.query.q), everyone);

  // Anonymous callers only from the cache: a private question's list is for those who may see it.
  route(
    app,
    api.related,
    async (request) => relatedQuestions(app.db, optionalUserId(request), request.params.id),
    {
      config: { publicCache: true },
    },
  );
};
