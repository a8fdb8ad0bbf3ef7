import { CustomerIdParams } from "../customers.js";
import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import {
  ExpertApplication,
  ExpertApplyRequest,
  ExpertDetail,
  ExpertIdParams,
  ExpertQuestionsQuery,
  SetExpertCategoriesRequest,
} from "../experts.js";
import { QuestionList } from "../questions.js";
import { expertsRoutes } from "../routes/experts.js";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409];

export const expertsEndpoints = defineEndpoints(expertsRoutes, {
  apply: {
    access: "user",
    tags: ["experts"],
    summary:
      "Apply to become an expert (pending until an administrator approves); optionally with the channel and categories",
    params: CustomerIdParams,
    body: ExpertApplyRequest,
    response: ExpertApplication,
    errors,
  },
  me: {
    access: "user",
    tags: ["experts"],
    summary: "Your expert standing: none, applicant, approved or revoked, and your newest application",
    response: ExpertDetail,
    errors,
  },
  questions: {
    access: "user",
    tags: ["experts"],
    summary: "Questions for you as an approved expert: your channel and categories, private ones included",
    query: ExpertQuestionsQuery,
    response: QuestionList,
    errors,
  },
  detail: {
    access: "user",
    tags: ["experts"],
    summary: "Your expert standing, approved channel and categories, and newest application",
    params: ExpertIdParams,
    response: ExpertDetail,
    errors,
  },
  setCategories: {
    access: "user",
    tags: ["experts"],
    summary:
      "Choose one channel and up to 3 of its root categories (another channel than the approved one waits for approval)",
    params: ExpertIdParams,
    body: SetExpertCategoriesRequest,
    response: ExpertDetail,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    experts: typeof expertsEndpoints;
  }
}
