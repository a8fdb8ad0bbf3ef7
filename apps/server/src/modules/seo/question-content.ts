import {
  apiPathWithQuery,
  type CommentList,
  endpointPath,
  type Locale,
  type QuestionDetail,
  questionPageRequests,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import {
  bonusText,
  escapeHtml,
  getAll,
  pageFrame,
  textParagraphs,
  timeTag,
  userLink,
} from "./content-html.js";
import { fill, pageLabels } from "./page-labels.js";

/** An answer as the app shows it: plain text escaped, HTML as stored (sanitized when it was saved). */
const answerBody = (c: CommentList["items"][number]) =>
  c.format === "html" ? c.content : textParagraphs(c.content);

/** The question page: the question, its first page of answers (the paid one marked), author links. */
export async function questionContent(
  id: number,
  lang: Locale,
  get: VisitorGet,
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
  const html = pageFrame(
    [
      ["/home", t.home],
      ["/questions", t.allQuestions],
    ],
    `<article><h1>${escapeHtml(q.title)}</h1>
<p class="ssr-meta">${userLink(q.user_id, q.username)} · ${timeTag(q.created_at, lang)}${bonusText(q.bonus_amount, t.bonus)}</p>
${q.content}</article>
<section><h2>${escapeHtml(fill(t.answers, { n: total }))}</h2>
${answerList || `<p>${escapeHtml(t.noAnswers)}</p>`}</section>`,
  );
  return { html, answers };
}
