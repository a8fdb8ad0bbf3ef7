import {
  DEFAULT_TIME_ZONE,
  type EarlyQuery,
  HTML_LANG,
  type Locale,
  PAGE_SIZES,
  type QuestionList,
  requestPath,
} from "@ask/contracts";
import type { VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml } from "../../plugins/web-document.js";
import { fill, type PageLabels } from "./page-labels.js";

/** Readable without the app's styles: one column in the app's colours (the app draws over it). */
const STYLE = `<style>.ssr-page{box-sizing:border-box;max-width:880px;margin:0 auto;padding:16px;color:#1f2937;
font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans SC","PingFang SC","Microsoft YaHei","Noto Sans Arabic",sans-serif}
.ssr-page a{color:#0f766e}.ssr-page article{background:#fff;border-radius:8px;padding:16px;margin:12px 0}
.ssr-page img{max-width:100%;height:auto}.ssr-meta{color:#6b7280;font-size:.875rem}.ssr-page dt{font-weight:600}.ssr-page h1{font-size:1.5rem;line-height:1.4}</style>`;

export { escapeHtml };

/** A date in the page's language and the product's home time zone. */
export const dateText = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: "medium", timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(iso),
  );

export const timeTag = (iso: string, lang: Locale) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(dateText(iso, lang))}</time>`;

export const userLink = (id: number, name: string) => `<a href="/user?id=${id}">${escapeHtml(name)}</a>`;

/** " · Bonus ¥5" after the other facts of a question, nothing when it offers none. */
export const bonusText = (amount: number, bonus: string) =>
  amount > 0 ? ` · ${escapeHtml(bonus.replace("{amount}", String(amount)))}` : "";

export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** Plain text as paragraphs (escaped; line breaks kept). */
export const textParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** The page: its trail of links (home first; none on the home page), then its content. */
export const pageFrame = (trail: [href: string, text: string][], inner: string) =>
  `${STYLE}<main class="ssr-page">${trail.length ? `<nav class="ssr-meta">${trail.map(([href, text]) => link(href, text)).join(" › ")}</nav>` : ""}
${inner}</main>`;

/** Several GETs at once, each answer kept under its path (null where it failed). */
export async function getAll<K extends string>(get: VisitorGet, paths: Record<K, string>) {
  const keys = Object.keys(paths) as K[];
  const values = await Promise.all(keys.map((k) => get(paths[k])));
  const bodies = Object.fromEntries(keys.map((k, i) => [k, values[i] ?? null])) as Record<K, unknown>;
  const answers: Record<string, unknown> = {};
  keys.forEach((k, i) => {
    if (values[i]) answers[paths[k]] = values[i];
  });
  return { bodies, answers };
}

/** A request as a screen makes it (contracts' page-requests.ts): its endpoint and input. */
type ScreenRequest = { ref: { path: string }; input: { params?: object; query?: EarlyQuery } };

/** The screen's own requests at once (getAll), each answer kept under the path the screen asks for. */
export const getRequests = <K extends string>(get: VisitorGet, requests: { [P in K]?: ScreenRequest }) =>
  getAll(
    get,
    Object.fromEntries(
      Object.entries<ScreenRequest | undefined>(requests).flatMap(([k, r]) =>
        r ? [[k, requestPath(r)]] : [],
      ),
    ) as Record<K, string>,
  );

/** A page of questions as the lists show them: title linking to the question, author, date, text. */
export const questionItems = (list: QuestionList, lang: Locale, t: PageLabels) =>
  list.items
    .map(
      (q) => `<article><h2>${link(`/question?id=${q.id}`, q.title)}</h2>
<p class="ssr-meta">${userLink(q.user_id, q.username)} · ${timeTag(q.created_at, lang)}${bonusText(q.bonus_amount, t.bonus)} · ${escapeHtml(fill(t.answers, { n: q.comments }))}</p>
<p>${escapeHtml(q.content_preview)}</p></article>`,
    )
    .join("\n") || `<p>${escapeHtml(t.noQuestions)}</p>`;

/** Links to the previous and next page of a question list (`href` of a page number), if any. */
export function pagingNav(list: QuestionList, page: number, href: (page: number) => string, t: PageLabels) {
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZES.questionList));
  const links = [
    ...(page > 1 ? [link(href(page - 1), t.previousPage)] : []),
    ...(page < pages ? [link(href(page + 1), t.nextPage)] : []),
  ].join(" · ");
  return links ? `<nav class="ssr-paging">${links}</nav>` : "";
}
