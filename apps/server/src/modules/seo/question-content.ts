import {
  apiPathWithQuery,
  type Category,
  type Channel,
  type CommentList,
  categoriesRequest,
  channelsRequest,
  endpointPath,
  type Locale,
  type QuestionDetail,
  questionPageRequests,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { breadcrumbJsonLd, categoryTrail } from "./breadcrumbs.js";
import {
  bonusText,
  escapeHtml,
  getAll,
  getRequests,
  pageFrame,
  textParagraphs,
  timeTag,
  userLink,
} from "./content-html.js";
import { fill, pageLabels } from "./page-labels.js";

/** An answer as the app shows it: plain text escaped, HTML as stored (sanitized when it was saved). */
const answerBody = (c: CommentList["items"][number]) =>
  c.format === "html" ? c.content : textParagraphs(c.content);

/**
 * The question page: the question, its first page of answers (the paid one marked), author links, and
 * its trail through its channel and categories (also as a BreadcrumbList beside the page's QAPage).
 */
export async function questionContent(
  id: number,
  lang: Locale,
  get: VisitorGet,
  origin: string,
): Promise<PageContent | null> {
  const { detail, comments } = questionPageRequests(id);
  const { bodies, answers } = await getAll(get, {
    question: apiPathWithQuery(endpointPath(detail.ref.path, detail.input.params), undefined),
    comments: apiPathWithQuery(comments.ref.path, comments.input.query),
  });
  const q = bodies.question as QuestionDetail | null;
  if (!q) return null;
  const t = pageLabels(lang);
  const list = (bodies.comments as CommentList | null)?.items ?? [];
  const answerList = list
    .map(
      (c) => `<article id="comment-${c.id}">
<p class="ssr-meta">${c.is_paid ? `<strong>${escapeHtml(t.accepted)}</strong> · ` : ""}${userLink(c.user_id, c.username)} · ${timeTag(c.created_at, lang)} · ${escapeHtml(fill(t.upvotes, { n: c.likes_count }))}</p>
${answerBody(c)}</article>`,
    )
    .join("\n");
  const total = (bodies.comments as CommentList | null)?.total ?? q.comments;
  // The names of its channel and categories: not a request of the question screen, so not embedded.
  const names = await getRequests(get, {
    channels: channelsRequest(lang),
    categories: categoriesRequest(q.channel, lang),
  });
  const trail = categoryTrail(
    t,
    names.bodies.channels as Channel[] | null,
    names.bodies.categories as Category[] | null,
    { channel: q.channel, categoryTop: q.category_top, category: q.category ?? undefined },
  );
  const html = pageFrame(
    trail,
    `<article><h1>${escapeHtml(q.title)}</h1>
<p class="ssr-meta">${userLink(q.user_id, q.username)} · ${timeTag(q.created_at, lang)}${bonusText(q.bonus_amount, t.bonus)}</p>
${q.content}</article>
<section><h2>${escapeHtml(fill(t.answers, { n: total }))}</h2>
${answerList || `<p>${escapeHtml(t.noAnswers)}</p>`}</section>`,
  );
  return {
    html,
    answers,
    head: { jsonLd: breadcrumbJsonLd(origin, [...trail, [`/question?id=${id}`, q.title]]) },
  };
}
