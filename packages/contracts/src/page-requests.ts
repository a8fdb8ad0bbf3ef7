import type { Category } from "./catalogue.js";
import { type Locale, PAGE_SIZES } from "./constants.js";
import { endpointPath } from "./endpoint.js";
import { type QuestionListParams, questionListSearch, toListQuery } from "./question-list-params.js";
import { catalogueRoutes } from "./routes/catalogue.js";
import { customersRoutes } from "./routes/customers.js";
import { apiPathWithQuery, type EarlyQuery, earlyRoutes } from "./routes/early.js";

/**
 * The first requests of the home, categories and profile screens, each built once here: the screen's
 * hooks ask for them, the web's `app/early-data.ts` starts them before the app's code has arrived, and
 * the server answers them into the page's HTML for a visitor (issue 19), so all three make the same
 * path and query and each finds the others' answer.
 */
export const sloganRequest = (lang: Locale) =>
  ({ ref: earlyRoutes.home.slogan, input: { query: { lang } } }) as const;

export const channelsRequest = (lang: Locale) =>
  ({ ref: earlyRoutes.catalogue.listChannels, input: { query: { lang } } }) as const;

/** A channel's categories (the query is not sent while `channelId` is unknown). */
export const categoriesRequest = (channelId: number | undefined, lang: Locale) =>
  ({ ref: catalogueRoutes.listCategories, input: { query: { channel_id: channelId, lang } } }) as const;

/** A user's public card (no contact data), the force rank's name in `lang`. */
export const publicCardRequest = (id: number, lang: Locale) =>
  ({ ref: customersRoutes.publicCard, input: { params: { id }, query: { lang } } }) as const;

/** A page of /questions with its filters (also the home page's latest questions: no filter, page 1). */
export const questionListRequest = (params: QuestionListParams) =>
  ({ ref: earlyRoutes.questions.list, input: { query: { ...toListQuery(params) } } }) as const;

/** A list's page number from its address (`?page=`): a positive integer, else 1. */
export function pageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** One page (from 1) of a poster's questions, as their profile lists them. */
export const authorQuestionsRequest = (author: number, page: number) =>
  ({
    ref: earlyRoutes.questions.list,
    input: {
      query: {
        author,
        skip: (page - 1) * PAGE_SIZES.questionList,
        limit: PAGE_SIZES.questionList,
      },
    },
  }) as const;

/** `/api` + the request's path with its params put in + its query: the key of its answer. */
export const requestPath = (request: {
  ref: { path: string };
  input: { params?: object; query?: EarlyQuery };
}) => apiPathWithQuery(endpointPath(request.ref.path, request.input.params), request.input.query);

/**
 * The /questions address of a category (the categories screen's chips, the trails of a question): a
 * top-level category is both `category_top` and `category` (see toListQuery).
 */
export function categoryQuestionsPath(category: Pick<Category, "id" | "parent_id" | "channel_id">): string {
  const params: QuestionListParams = {
    channel: category.channel_id,
    categoryTop: category.parent_id ?? category.id,
    category: category.id,
    search: "",
    page: 1,
  };
  return `/questions?${questionListSearch(params)}`;
}

export interface CategoryGroup {
  top: Category;
  children: Category[];
}

/** Top-level categories with their children, in server order. */
export function groupCategories(categories: Category[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const c of categories) if (c.parent_id === null) groups.set(c.id, { top: c, children: [] });
  for (const c of categories) if (c.parent_id !== null) groups.get(c.parent_id)?.children.push(c);
  return [...groups.values()];
}
