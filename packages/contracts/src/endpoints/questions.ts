import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import {
  CreateQuestionRequest,
  CreateQuestionResponse,
  IdParams,
  ManageList,
  ManageQuery,
  MyTotals,
  QuestionDetail,
  QuestionList,
  QuestionListQuery,
  QuestionReactionState,
  RateRequest,
  RatingState,
  ShareResponse,
  UserIdBody,
  UserIdParams,
  UserListQuery,
} from "../questions.js";
import { questionsRoutes } from "../routes/questions.js";

const tags = ["questions"] as const;
const errors: ErrorStatus[] = [400, 401, 403, 404];

/** Like, dislike, favorite and their undoing: the same shape each. */
const reaction = (action: string) =>
  ({
    access: "user",
    tags,
    summary: `${action} a question (idempotent)`,
    params: IdParams,
    body: UserIdBody,
    response: QuestionReactionState,
    errors,
  }) as const;

/** The signed-in user's lists: `user_id`, if given, must be the caller. */
const userList = (summary: string) =>
  ({
    access: "user",
    tags,
    summary: `${summary} (user_id, if given, must be you)`,
    query: UserListQuery,
    response: QuestionList,
    errors,
  }) as const;

export const questionsEndpoints = defineEndpoints(questionsRoutes, {
  list: {
    access: "optional",
    tags,
    summary: "Browse and search questions (private ones only for their publisher and matching experts)",
    query: QuestionListQuery,
    response: QuestionList,
    errors,
  },
  detail: {
    access: "optional",
    tags,
    summary: "A question with all its fields; counts one view per viewer per day",
    params: IdParams,
    response: QuestionDetail,
    errors,
  },
  create: {
    access: "user",
    tags,
    summary: "Publish a question",
    body: CreateQuestionRequest,
    status: 201,
    response: CreateQuestionResponse,
    errors,
    // Publishing moves the bonus into escrow: a repeated Idempotency-Key returns the first question.
    idempotent: true,
  },
  like: reaction("like"),
  unlike: reaction("unlike"),
  dislike: reaction("dislike"),
  undislike: reaction("undislike"),
  favorite: reaction("favorite"),
  unfavorite: reaction("unfavorite"),
  rate: {
    access: "user",
    tags,
    summary: "Rate a question 1-5 stars (not your own)",
    params: IdParams,
    body: RateRequest,
    response: RatingState,
    errors,
  },
  share: {
    access: "user",
    tags,
    summary: "Record that you shared a question",
    params: IdParams,
    body: UserIdBody,
    response: ShareResponse,
    errors,
  },
  mine: {
    access: "user",
    tags,
    summary: "Your own questions (userId must be you)",
    params: UserIdParams,
    query: UserListQuery,
    response: QuestionList,
    errors,
  },
  commented: userList("Questions you commented on"),
  favorites: userList("Questions you favorited"),
  shared: userList("Questions you shared"),
  manage: {
    access: "user",
    tags,
    summary: "Your questions or your answers, by status, month, year and keyword, with status counts",
    query: ManageQuery,
    response: ManageList,
    errors,
  },
  myTotals: {
    access: "user",
    tags,
    summary: "Likes, ratings and favorites received on your questions and answers",
    params: UserIdParams,
    response: MyTotals,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    questions: typeof questionsEndpoints;
  }
}
