import {
  DeleteCommentResult,
  DeleteQuestionResult,
  EditCommentRequest,
  EditQuestionRequest,
  EditResult,
  ErrorBody,
  IdParams,
  RevisionList,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import {
  commentRevisions,
  deleteComment,
  deleteQuestion,
  editComment,
  editQuestion,
  questionRevisions,
} from "./revisions.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };

/** Editing and deleting one's own question or answer, and the edit history anyone can read. */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.patch(
    "/questions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary:
          "Edit your question's title and/or content while its bonus is open (bonus, rule and deadline never change); the edit is kept as a revision",
        ...secured,
        params: IdParams,
        body: EditQuestionRequest,
        response: { 200: EditResult, ...errors },
      },
    },
    async (request) => editQuestion(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    "/questions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["questions"],
        summary:
          "Delete your question (soft delete) while nobody answered it; its escrowed bonus is refunded to you. 409 question_has_answers / question_paid",
        ...secured,
        params: IdParams,
        response: { 200: DeleteQuestionResult, ...errors },
      },
    },
    async (request) => deleteQuestion(db, currentUserId(request), request.params.id),
  );

  app.get(
    "/questions/:id/revisions",
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["questions"],
        summary:
          "The edit history of a question (who, when, title and content before and after), newest first",
        params: IdParams,
        response: { 200: RevisionList, ...errors },
      },
    },
    async (request) => questionRevisions(db, optionalUserId(request), request.params.id),
  );

  app.patch(
    "/questions/comments/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["comments"],
        summary:
          "Edit your answer before the question's deadline, unless it was paid (409 answer_paid) or rated (409 answer_rated); kept as a revision",
        ...secured,
        params: IdParams,
        body: EditCommentRequest,
        response: { 200: EditResult, ...errors },
      },
    },
    async (request) => editComment(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    "/questions/comments/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["comments"],
        summary:
          "Delete your answer (soft delete) before the question's deadline, unless it was paid (409 answer_paid)",
        ...secured,
        params: IdParams,
        response: { 200: DeleteCommentResult, ...errors },
      },
    },
    async (request) => deleteComment(db, currentUserId(request), request.params.id),
  );

  app.get(
    "/questions/comments/:id/revisions",
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["comments"],
        summary: "The edit history of an answer (who, when, content before and after), newest first",
        params: IdParams,
        response: { 200: RevisionList, ...errors },
      },
    },
    async (request) => commentRevisions(db, optionalUserId(request), request.params.id),
  );
};
