import { profilesEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { getProfile, saveProfile, tagSuggestions } from "./profiles.service.js";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, api.tagSuggestions, async (request) => tagSuggestions(db, request.query.kind, request.query.q));
  route(app, api.get, async (request) => getProfile(db, currentUserId(request), request.params.id));
  route(app, api.save, async (request) =>
    saveProfile(db, currentUserId(request), request.params.id, request.body),
  );
};
