import { PAGE_SIZES } from "./constants.js";
import { QUESTION_LIMITS, QUESTION_STATUSES, type QuestionStatus } from "./question-rules.js";
import type { QuestionListQuery } from "./questions.js";

/**
 * The filters of /questions as the URL holds them, so reload and back restore the screen. Shared by the
 * web (the screen) and the server (the page's content in its HTML, issue 19), so both ask the API the
 * same question.
 */
export interface QuestionListParams {
  channel?: number;
  categoryTop?: number;
  category?: number;
  search: string;
  status?: QuestionStatus;
  page: number;
}

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseQuestionListParams(params: URLSearchParams): QuestionListParams {
  const status = params.get("status");
  return {
    channel: positiveId(params.get("channel")),
    categoryTop: positiveId(params.get("category_top")),
    category: positiveId(params.get("category")),
    search: (params.get("search") ?? "").trim().slice(0, QUESTION_LIMITS.searchMaxChars),
    status: QUESTION_STATUSES.includes(status as QuestionStatus) ? (status as QuestionStatus) : undefined,
    page: positiveId(params.get("page")) ?? 1,
  };
}

/** Back to URL parameters; defaults (page 1, no filter) are left out so URLs stay short. */
export function questionListSearch(p: QuestionListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.channel) out.set("channel", String(p.channel));
  if (p.categoryTop) out.set("category_top", String(p.categoryTop));
  if (p.category) out.set("category", String(p.category));
  if (p.search) out.set("search", p.search);
  if (p.status) out.set("status", p.status);
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/**
 * The API query. A top-level category chip links with category = category_top (see questionsLink);
 * that means "the whole parent category", so only category_top is sent.
 */
export function toListQuery(p: QuestionListParams): Partial<QuestionListQuery> {
  return {
    skip: (p.page - 1) * PAGE_SIZES.questionList,
    limit: PAGE_SIZES.questionList,
    channel: p.channel,
    category_top: p.categoryTop,
    category: p.category !== p.categoryTop ? p.category : undefined,
    search: p.search || undefined,
    status: p.status,
  };
}
