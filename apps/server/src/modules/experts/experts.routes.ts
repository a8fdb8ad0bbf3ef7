import {
  CustomerIdParams,
  ErrorBody,
  ExpertDetail,
  ExpertIdParams,
  ExpertQuestionsQuery,
  ExpertUpgradeResponse,
  QuestionList,
  SetExpertCategoriesRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { expertDetail, expertQuestions, setExpertCategories, upgradeToExpert } from "./experts.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };

  app.post(
    "/experts/upgrade/:id",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary: "Upgrade your account to expert",
        ...secured,
        params: CustomerIdParams,
        response: { 200: ExpertUpgradeResponse, ...errors },
      },
    },
    async (request) => upgradeToExpert(db, currentUserId(request), request.params.id),
  );

  app.get(
    "/experts/questions",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary: "Questions for you as an expert: your channel and categories, private ones included",
        ...secured,
        querystring: ExpertQuestionsQuery,
        response: { 200: QuestionList, ...errors },
      },
    },
    async (request) => expertQuestions(db, currentUserId(request), request.query.skip, request.query.limit),
  );

  app.get(
    "/experts/detail/:expertId",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary: "Your expert channel and categories",
        ...secured,
        params: ExpertIdParams,
        response: { 200: ExpertDetail, ...errors },
      },
    },
    async (request) => expertDetail(db, currentUserId(request), request.params.expertId),
  );

  app.post(
    "/experts/:expertId/set-categories",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary: "Choose one channel and up to 3 of its root categories",
        ...secured,
        params: ExpertIdParams,
        body: SetExpertCategoriesRequest,
        response: { 200: ExpertDetail, ...errors },
      },
    },
    async (request) =>
      setExpertCategories(
        db,
        currentUserId(request),
        request.params.expertId,
        request.body.channel_id,
        request.body.category_ids,
      ),
  );
};
