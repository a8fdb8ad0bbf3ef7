import {
  type Category,
  type Channel,
  categoriesRequest,
  channelsRequest,
  type Locale,
  parseQuestionListParams,
  type QuestionList,
  questionListRequest,
  questionListSearch,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { breadcrumbJsonLd, categoryTrail } from "./breadcrumbs.js";
import { escapeHtml, getRequests, pageFrame, pagingNav, questionItems } from "./content-html.js";
import { pageLabels } from "./page-labels.js";

/**
 * /questions with its filters and page (the same URL parameters as the app's screen): one page of
 * questions, each linking to its page, and links to the previous and next pages. Filtered by a
 * channel or category, its h1 and trail (and BreadcrumbList) name them.
 */
export async function questionsListContent(
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
  origin: string,
): Promise<PageContent | null> {
  const params = parseQuestionListParams(query);
  // The screen's first requests: the page of questions, and for its filters the channels and the
  // chosen channel's categories.
  const { bodies, answers } = await getRequests(get, {
    list: questionListRequest(params),
    channels: channelsRequest(lang),
    ...(params.channel ? { categories: categoriesRequest(params.channel, lang) } : {}),
  });
  const list = bodies.list as QuestionList | null;
  if (!list) return null;
  const t = pageLabels(lang);
  const path = (page: number) => {
    const search = questionListSearch({ ...params, page }).toString();
    return `/questions${search ? `?${search}` : ""}`;
  };
  const trail = categoryTrail(
    t,
    bodies.channels as Channel[] | null,
    (bodies as { categories?: Category[] | null }).categories ?? null,
    params,
  );
  // Home › All questions, then the channel and categories when filtered by them.
  const filtered = trail.length > 2;
  const name = filtered ? (trail.at(-1)?.[1] ?? t.allQuestions) : t.allQuestions;
  const html = pageFrame(
    filtered ? trail : trail.slice(0, 1),
    `<h1>${escapeHtml(name)}</h1>
${questionItems(list, lang, t)}
${pagingNav(list, params.page, path, t)}`,
  );
  const head = {
    title: params.page > 1 ? `${name} (${params.page})` : name,
    description:
      list.items
        .map((q) => q.title)
        .slice(0, 5)
        .join(" · ") || name,
    canonicalPath: path(params.page),
    ...(filtered ? { jsonLd: breadcrumbJsonLd(origin, trail) } : {}),
  };
  return { html, answers, head };
}
