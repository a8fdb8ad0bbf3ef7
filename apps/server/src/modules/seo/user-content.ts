import {
  authorQuestionsRequest,
  type CustomerDetail,
  DEFAULT_LEVEL_LABEL,
  type Locale,
  pageNumber,
  publicCardRequest,
  type QuestionList,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml, getRequests, pageFrame, pagingNav, questionItems } from "./content-html.js";
import { landingWords } from "./landing-content.js";
import { pageAndId } from "./page-head.js";
import { fill } from "./page-labels.js";

/**
 * /user?id= (`&page=`): a poster's public card as the API shows a visitor (avatar, name, level, force
 * rank, location; never contact data) and a page of their public questions linking to theirs. Whether
 * the page exists (404 for a missing user) is page-head.ts's.
 */
export async function userContent(
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  const id = pageAndId("/user", query)?.id;
  if (!id) return null;
  const page = pageNumber(query.get("page"));
  const { bodies, answers } = await getRequests(get, {
    card: publicCardRequest(id, lang),
    questions: authorQuestionsRequest(id, page),
  });
  const card = bodies.card as CustomerDetail | null;
  const list = bodies.questions as QuestionList | null;
  if (!card || !list) return null;
  const t = landingWords(lang);
  const facts: [string, string | null][] = [
    [t.level, card.level || DEFAULT_LEVEL_LABEL],
    [t.rank, card.military_rank_name],
    [t.location, card.location],
  ];
  const html = pageFrame(
    [["/home", t.home]],
    `<article>${card.avatar ? `<img src="${escapeHtml(card.avatar)}" alt="${escapeHtml(card.username)}" width="72" height="72">` : ""}
<h1>${escapeHtml(card.username)}</h1>
<dl>${facts
      .filter(([, value]) => value)
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value ?? "")}</dd>`)
      .join("")}</dl></article>
<section><h2>${escapeHtml(fill(t.userQuestions, { name: card.username }))}</h2>
${questionItems(list, lang, t)}
${pagingNav(list, page, (p) => `/user?id=${id}${p > 1 ? `&page=${p}` : ""}`, t)}</section>`,
  );
  return { html, answers };
}
