import {
  apiPathWithQuery,
  earlyRoutes,
  type Locale,
  PAGE_SIZES,
  parseQuestionListParams,
  type QuestionList,
  questionListSearch,
  toListQuery,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { bonusText, escapeHtml, getAll, link, pageFrame, timeTag, userLink } from "./content-html.js";
import { fill, pageLabels } from "./page-labels.js";

/**
 * /questions with its filters and page (the same URL parameters as the app's screen): one page of
 * questions, each linking to its page, and links to the previous and next pages.
 */
export async function questionsListContent(
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  const params = parseQuestionListParams(query);
  const { bodies, answers } = await getAll(get, {
    list: apiPathWithQuery(earlyRoutes.questions.list.path, { ...toListQuery(params) }),
  });
  const list = bodies.list as QuestionList | null;
  if (!list) return null;
  const t = pageLabels(lang);
  const items = list.items
    .map(
      (q) => `<article><h2>${link(`/question?id=${q.id}`, q.title)}</h2>
<p class="ssr-meta">${userLink(q.user_id, q.username)} · ${timeTag(q.created_at, lang)}${bonusText(q.bonus_amount, t.bonus)} · ${escapeHtml(fill(t.answers, { n: q.comments }))}</p>
<p>${escapeHtml(q.content_preview)}</p></article>`,
    )
    .join("\n");
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZES.questionList));
  const pageLink = (page: number, text: string) => {
    const search = questionListSearch({ ...params, page }).toString();
    return link(`/questions${search ? `?${search}` : ""}`, text);
  };
  const paging = [
    ...(params.page > 1 ? [pageLink(params.page - 1, t.previousPage)] : []),
    ...(params.page < pages ? [pageLink(params.page + 1, t.nextPage)] : []),
  ].join(" · ");
  const html = pageFrame(
    [["/home", t.home]],
    `<h1>${escapeHtml(t.allQuestions)}</h1>
${items || `<p>${escapeHtml(t.noQuestions)}</p>`}
${paging ? `<nav class="ssr-paging">${paging}</nav>` : ""}`,
  );
  const search = questionListSearch(params).toString();
  const head = {
    title: params.page > 1 ? `${t.allQuestions} (${params.page})` : t.allQuestions,
    description:
      list.items
        .map((q) => q.title)
        .slice(0, 5)
        .join(" · ") || t.allQuestions,
    canonicalPath: `/questions${search ? `?${search}` : ""}`,
  };
  return { html, answers, head };
}
