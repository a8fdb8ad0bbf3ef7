import {
  CustomerIdParams,
  CustomerProfile,
  ErrorBody,
  TagSuggestionQuery,
  TagSuggestions,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { getProfile, saveProfile, tagSuggestions } from "./profiles.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };

  app.get(
    "/customer_profiles/tags",
    {
      ...auth,
      schema: {
        tags: ["profiles"],
        summary: "Suggestions for interest or identity tags, from tags people already use",
        ...secured,
        querystring: TagSuggestionQuery,
        response: { 200: TagSuggestions, ...errors },
      },
    },
    async (request) => tagSuggestions(db, request.query.kind, request.query.q),
  );

  app.get(
    "/customer_profiles/:id",
    {
      ...auth,
      schema: {
        tags: ["profiles"],
        summary: "Your detailed profile",
        ...secured,
        params: CustomerIdParams,
        response: { 200: CustomerProfile, ...errors },
      },
    },
    async (request) => getProfile(db, currentUserId(request), request.params.id),
  );

  app.post(
    "/customer_profiles/:id",
    {
      ...auth,
      schema: {
        tags: ["profiles"],
        summary: "Save your detailed profile (education, work, interest and identity tags)",
        ...secured,
        params: CustomerIdParams,
        body: CustomerProfile,
        response: { 200: CustomerProfile, ...errors },
      },
    },
    async (request) => saveProfile(db, currentUserId(request), request.params.id, request.body),
  );
};
