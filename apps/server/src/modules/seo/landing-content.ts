import {
  type Category,
  type Channel,
  categoriesRequest,
  categoryQuestionsPath,
  channelsRequest,
  groupCategories,
  type Locale,
  parseQuestionListParams,
  type QuestionList,
  questionListRequest,
  requestPath,
  sloganRequest,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { channelPath } from "./breadcrumbs.js";
import { escapeHtml, getRequests, link, pageFrame, questionItems } from "./content-html.js";
import labels from "./labels/landing.json" with { type: "json" };
import { fill, labelsFile, pageLabels } from "./page-labels.js";

const landingLabels = labelsFile("landing.json", labels);

/** The words of the home, categories and profile pages, with the common ones. */
export const landingWords = (lang: Locale) => ({ ...pageLabels(lang), ...landingLabels(lang) });

/** A list of links (`<ul>`), each `[href, text]`. */
const linkList = (links: [string, string][]) =>
  `<ul>${links.map(([href, text]) => `<li>${link(href, text)}</li>`).join("")}</ul>`;

/**
 * /home (and /, which moves to it): the home screen's first data (its slogan as the h1, the channels,
 * each linking to its questions) and, for readers and crawlers only, the latest questions linking to
 * their pages. Only the screen's own requests are embedded for the app; the latest questions are not
 * one of them (the home screen shows none), so they are read but not handed over.
 */
export async function homeContent(
  _query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent> {
  const { bodies, answers } = await getRequests(get, {
    slogan: sloganRequest(lang),
    channels: channelsRequest(lang),
  });
  const latest = (await get(
    requestPath(questionListRequest(parseQuestionListParams(new URLSearchParams()))),
  )) as QuestionList | null;
  const t = landingWords(lang);
  const slogan = (bodies.slogan as { slogan: string } | null)?.slogan ?? t.home;
  const channels = (bodies.channels as Channel[] | null) ?? [];
  const html = pageFrame(
    [],
    `<h1>${escapeHtml(slogan)}</h1>
<section><h2>${escapeHtml(t.channels)}</h2>
${linkList(channels.map((c) => [channelPath(c.id), c.name]))}
<p>${link("/categories", t.categories)}</p></section>
<section><h2>${escapeHtml(t.latestQuestions)}</h2>
${latest ? questionItems(latest, lang, t) : ""}
<p>${link("/questions", t.allQuestions)}</p></section>`,
  );
  const head = {
    title: slogan,
    description: [slogan, channels.map((c) => c.name).join(" · ")].filter(Boolean).join(" — "),
    canonicalPath: "/home",
  };
  return { html, answers, head };
}

/**
 * /categories (`?channel_id=`, else the first channel, as the screen opens it): every channel linking
 * to its own categories page, and the chosen channel's categories, each linking to its questions.
 */
export async function categoriesContent(
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  const first = await getRequests(get, { channels: channelsRequest(lang) });
  const channels = first.bodies.channels as Channel[] | null;
  // The screen's choice: `channel_id` when it reads as a number, else the first channel.
  const selected = Number(query.get("channel_id")) || channels?.[0]?.id;
  const channel = channels?.find((c) => c.id === selected);
  if (!channels || !channel) return null;
  const second = await getRequests(get, { categories: categoriesRequest(channel.id, lang) });
  const groups = groupCategories((second.bodies.categories as Category[] | null) ?? []);
  const t = landingWords(lang);
  const html = pageFrame(
    [["/home", t.home]],
    `<h1>${escapeHtml(t.categories)}</h1>
<nav aria-label="${escapeHtml(t.channels)}">${linkList(channels.map((c) => [`/categories?channel_id=${c.id}`, c.name]))}</nav>
<section><h2>${escapeHtml(channel.name)}</h2>
<p>${link(channelPath(channel.id), fill(t.channelQuestions, { channel: channel.name }))}</p>
${groups
  .map(
    ({ top, children }) =>
      `<h3>${link(categoryQuestionsPath(top), top.name)}</h3>
${linkList(children.map((c) => [categoryQuestionsPath(c), c.name]))}`,
  )
  .join("\n")}</section>`,
  );
  const head = {
    title: `${channel.name} - ${t.categories}`,
    description: [channel.name, ...groups.map((g) => g.top.name)].join(" · "),
    canonicalPath: `/categories?channel_id=${channel.id}`,
  };
  return { html, answers: { ...first.answers, ...second.answers }, head };
}
