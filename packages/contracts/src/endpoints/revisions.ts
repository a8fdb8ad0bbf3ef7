import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { IdParams } from "../questions.js";
import {
  DeleteCommentResult,
  DeleteQuestionResult,
  EditCommentRequest,
  EditQuestionRequest,
  EditResult,
  RevisionList,
} from "../revisions.js";
import { revisionsRoutes } from "../routes/revisions.js";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409];

/** Editing and deleting one's own question or answer, and the edit history anyone can read. */
export const revisionsEndpoints = defineEndpoints(revisionsRoutes, {
  editQuestion: {
    access: "user",
    tags: ["questions"],
    summary:
      "Edit your question's title and/or content while its bonus is open (bonus, rule and deadline never change); the edit is kept as a revision",
    params: IdParams,
    body: EditQuestionRequest,
    response: EditResult,
    errors,
  },
  deleteQuestion: {
    access: "user",
    tags: ["questions"],
    summary:
      "Delete your question (soft delete) while nobody answered it; its escrowed bonus is refunded to you. 409 question_has_answers / question_paid",
    params: IdParams,
    response: DeleteQuestionResult,
    errors,
  },
  questionRevisions: {
    access: "optional",
    tags: ["questions"],
    summary: "The edit history of a question (who, when, title and content before and after), newest first",
    params: IdParams,
    response: RevisionList,
    errors,
  },
  editComment: {
    access: "user",
    tags: ["comments"],
    summary:
      "Edit your answer before the question's deadline, unless it was paid (409 answer_paid) or rated (409 answer_rated); kept as a revision",
    params: IdParams,
    body: EditCommentRequest,
    response: EditResult,
    errors,
  },
  deleteComment: {
    access: "user",
    tags: ["comments"],
    summary:
      "Delete your answer (soft delete) before the question's deadline, unless it was paid (409 answer_paid)",
    params: IdParams,
    response: DeleteCommentResult,
    errors,
  },
  commentRevisions: {
    access: "optional",
    tags: ["comments"],
    summary: "The edit history of an answer (who, when, content before and after), newest first",
    params: IdParams,
    response: RevisionList,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    revisions: typeof revisionsEndpoints;
  }
}
