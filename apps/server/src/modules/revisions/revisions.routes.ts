import { revisionsEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import * as revisions from "./revisions.service.js";

/** Editing and deleting one's own question or answer, and the edit history anyone can read. */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.editQuestion, async (request) =>
    revisions.editQuestion(db, currentUserId(request), request.params.id, request.body),
  );
  route(app, api.deleteQuestion, async (request) =>
    revisions.deleteQuestion(db, currentUserId(request), request.params.id),
  );
  route(app, api.questionRevisions, async (request) =>
    revisions.questionRevisions(db, optionalUserId(request), request.params.id),
  );
  route(app, api.editComment, async (request) =>
    revisions.editComment(db, currentUserId(request), request.params.id, request.body),
  );
  route(app, api.deleteComment, async (request) =>
    revisions.deleteComment(db, currentUserId(request), request.params.id),
  );
  route(app, api.commentRevisions, async (request) =>
    revisions.commentRevisions(db, optionalUserId(request), request.params.id),
  );
};
