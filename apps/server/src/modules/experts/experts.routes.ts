import { expertsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import * as experts from "./experts.service.js";

export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.apply, async (request) =>
    experts.applyForExpert(db, currentUserId(request), request.params.id, request.body ?? undefined),
  );
  route(app, api.me, async (request) => experts.myExpertStanding(db, currentUserId(request)));
  route(app, api.questions, async (request) =>
    experts.expertQuestions(db, currentUserId(request), request.query.skip, request.query.limit),
  );
  route(app, api.detail, async (request) =>
    experts.expertDetail(db, currentUserId(request), request.params.expertId),
  );
  route(app, api.setCategories, async (request) =>
    experts.setExpertCategories(
      db,
      currentUserId(request),
      request.params.expertId,
      request.body.channel_id,
      request.body.category_ids,
    ),
  );
};
