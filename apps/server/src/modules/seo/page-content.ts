import {
  apiPathWithQuery,
  type CommentList,
  DEFAULT_TIME_ZONE,
  endpointPath,
  HTML_LANG,
  type Locale,
  type QuestionDetail,
  questionPageRequests,
} from "@ask/contracts";
import type { PageContent, PageContentResolver, VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml } from "../../plugins/web-document.js";
import { pageAndId } from "./page-head.js";
import { PAGE_LABELS, type PageLabels } from "./page-labels.js";

/** Readable without the app's styles: one column, the app's colours (the app draws over it). */
const STYLE = `<style>.ssr-page{box-sizing:border-box;max-width:880px;margin:0 auto;padding:16px;color:#1f2937;
font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans SC","PingFang SC","Microsoft YaHei","Noto Sans Arabic",sans-serif}
.ssr-page a{color:#0f766e}.ssr-page article{background:#fff;border-radius:8px;padding:16px;margin:12px 0}
.ssr-page img{max-width:100%;height:auto}.ssr-meta{color:#6b7280;font-size:.875rem}</style>`;

const dateText = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: "medium", timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(iso),
  );

const userLink = (id: number, name: string) => `<a href="/user?id=${id}">${escapeHtml(name)}</a>`;

/** An answer as the app shows it: plain text escaped, HTML as stored (sanitized when it was saved). */
const answerBody = (c: CommentList["items"][number]) =>
  c.format === "html" ? c.content : `<p>${escapeHtml(c.content).replace(/\n/g, "<br>")}</p>`;

function questionHtml(q: QuestionDetail, comments: CommentList | null, lang: Locale, t: PageLabels): string {
  const answers = comments?.items ?? [];
  const answerList = answers
    .map(
      (c) => `<article id="comment-${c.id}"${c.is_paid ? ' class="ssr-accepted"' : ""}>
<p class="ssr-meta">${c.is_paid ? `<strong>${escapeHtml(t.accepted)}</strong> · ` : ""}${userLink(c.user_id, c.username)} · <time datetime="${escapeHtml(c.created_at)}">${escapeHtml(dateText(c.created_at, lang))}</time> · ${escapeHtml(t.upvotes(c.likes_count))}</p>
${answerBody(c)}</article>`,
    )
    .join("\n");
  const total = comments?.total ?? q.comments;
  return `${STYLE}<main class="ssr-page">
<nav class="ssr-meta"><a href="/home">${escapeHtml(t.home)}</a> › <a href="/questions">${escapeHtml(t.allQuestions)}</a></nav>
<article><h1>${escapeHtml(q.title)}</h1>
<p class="ssr-meta">${userLink(q.user_id, q.username)} · <time datetime="${escapeHtml(q.created_at)}">${escapeHtml(dateText(q.created_at, lang))}</time> · ${escapeHtml(t.bonus(String(q.bonus_amount)))}</p>
${q.content}</article>
<section><h2>${escapeHtml(t.answers(total))}</h2>
${answerList || `<p>${escapeHtml(t.noAnswers)}</p>`}</section>
</main>`;
}

/** The question page: the question, its first page of answers, links to the author and answerers. */
async function questionPage(id: number, lang: Locale, get: VisitorGet): Promise<PageContent | null> {
  const { detail, comments } = questionPageRequests(id);
  const detailPath = apiPathWithQuery(endpointPath(detail.ref.path, detail.input.params), undefined);
  const commentsPath = apiPathWithQuery(comments.ref.path, comments.input.query);
  const [question, answers] = await Promise.all([get(detailPath), get(commentsPath)]);
  if (!question) return null;
  return {
    html: questionHtml(question as QuestionDetail, answers as CommentList | null, lang, PAGE_LABELS[lang]),
    answers: { [detailPath]: question, ...(answers ? { [commentsPath]: answers } : {}) },
  };
}

/** The public pages whose content the server writes into their HTML. */
export const pageContent: PageContentResolver = async (pathname, query, lang, get) => {
  const target = pageAndId(pathname, query);
  if (!target?.id) return null;
  if (target.page === "/question") return questionPage(target.id, lang, get);
  return null;
};
