import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import {
  Comment,
  CommentList,
  CommentListQuery,
  CommentReactionState,
  CreateCommentRequest,
  IdParams,
  RateRequest,
  RatingState,
  UserIdBody,
} from "../questions.js";
import { commentsRoutes } from "../routes/comments.js";

const tags = ["comments"] as const;
const errors: ErrorStatus[] = [400, 401, 403, 404];

/** Like, dislike and their undoing: the same shape each. */
const reaction = (action: string) =>
  ({
    access: "user",
    tags,
    summary: `${action} a comment (idempotent; not your own)`,
    params: IdParams,
    body: UserIdBody,
    response: CommentReactionState,
    errors,
  }) as const;

export const commentsEndpoints = defineEndpoints(commentsRoutes, {
  list: {
    access: "optional",
    tags,
    summary: "Comments (answers) of a question: the paid one first, then oldest, newest or best score first",
    query: CommentListQuery,
    response: CommentList,
    errors,
  },
  create: {
    access: "user",
    tags,
    summary: "Answer a question",
    body: CreateCommentRequest,
    status: 201,
    response: Comment,
    errors,
    // A double-clicked "Post answer" (same Idempotency-Key) makes one answer.
    idempotent: true,
  },
  like: reaction("like"),
  unlike: reaction("unlike"),
  dislike: reaction("dislike"),
  undislike: reaction("undislike"),
  rate: {
    access: "user",
    tags,
    summary: "Rate a comment 1-5 stars (not your own)",
    params: IdParams,
    body: RateRequest,
    response: RatingState,
    errors,
    // A publisher's 5-star rating can pay the bonus (first_five_star): honours Idempotency-Key.
    idempotent: true,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    comments: typeof commentsEndpoints;
  }
}
