import {
  CustomerIdParams,
  ErrorBody,
  ExpertApplication,
  ExpertApplyRequest,
  ExpertDetail,
  ExpertIdParams,
  ExpertQuestionsQuery,
  QuestionList,
  SetExpertCategoriesRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import {
  applyForExpert,
  expertDetail,
  expertQuestions,
  myExpertStanding,
  setExpertCategories,
} from "./experts.service.js";

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
        summary:
          "Apply to become an expert (pending until an administrator approves); optionally with the channel and categories",
        ...secured,
        params: CustomerIdParams,
        body: ExpertApplyRequest,
        response: { 200: ExpertApplication, ...errors },
      },
    },
    async (request) =>
      applyForExpert(db, currentUserId(request), request.params.id, request.body ?? undefined),
  );

  app.get(
    "/experts/me",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary: "Your expert standing: none, applicant, approved or revoked, and your newest application",
        ...secured,
        response: { 200: ExpertDetail, ...errors },
      },
    },
    async (request) => myExpertStanding(db, currentUserId(request)),
  );

  app.get(
    "/experts/questions",
    {
      ...auth,
      schema: {
        tags: ["experts"],
        summary:
          "Questions for you as an approved expert: your channel and categories, private ones included",
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
        summary: "Your expert standing, approved channel and categories, and newest application",
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
        summary:
          "Choose one channel and up to 3 of its root categories (another channel than the approved one waits for approval)",
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
