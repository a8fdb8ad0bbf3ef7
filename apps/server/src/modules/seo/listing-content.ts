import {
  apiPathWithQuery,
  endpointPath,
  type HousekeepingItem,
  type Housing,
  HTML_LANG,
  type Job,
  LISTING_DETAIL_PAGES,
  type Locale,
  type SaleItem,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml, getAll, pageFrame, textParagraphs, timeTag } from "./content-html.js";
import { type PageLabels, pageLabels } from "./page-labels.js";

export type DetailPage = keyof typeof LISTING_DETAIL_PAGES;

const yuan = (amount: number, lang: Locale) => `¥${new Intl.NumberFormat(HTML_LANG[lang]).format(amount)}`;
const place = (...parts: string[]) => parts.filter((p) => p.trim()).join(" ");

/** Per page: the list it belongs to, its facts (label, value; empty values left out) and its text as HTML. */
const KINDS: Record<
  DetailPage,
  {
    list: (t: PageLabels) => [string, string];
    facts: (item: never, t: PageLabels, lang: Locale) => [string, string][];
    body: (item: never) => string;
  }
> = {
  "/houseDetail": {
    list: (t) => ["/houses", t.list_housing],
    facts: (h: Housing, t, lang) => [
      [t.price, yuan(Math.round(h.price * 10_000), lang)],
      [t.area, `${h.area} m²`],
      [t.location, place(h.city, h.district, h.address)],
    ],
    body: (h: Housing) => textParagraphs(h.details),
  },
  "/saleDetail": {
    list: (t) => ["/sales", t.list_sale],
    facts: (s: SaleItem, t, lang) => [
      [t.price, s.price === null ? t.negotiable : yuan(s.price, lang)],
      [t.location, s.location],
    ],
    body: (s: SaleItem) => textParagraphs(s.description),
  },
  "/housekeepingDetail": {
    list: (t) => ["/housekeeping", t.list_housekeeping],
    facts: (k: HousekeepingItem, t, lang) => [
      [t.price, k.price_from === null ? t.negotiable : `${yuan(k.price_from, lang)}+`],
      [t.company, k.company],
      [t.location, place(k.location, k.address)],
    ],
    body: (k: HousekeepingItem) => textParagraphs(k.description),
  },
  "/jobDetail": {
    list: (t) => ["/jobs", t.list_job],
    facts: (j: Job, t, lang) => [
      [t.salary, `${yuan(j.salary_min, lang)} – ${yuan(j.salary_max, lang)}`],
      [t.company, j.company],
      [t.location, j.address],
    ],
    // Sanitized HTML when it was saved.
    body: (j: Job) => j.description,
  },
};

/** A listing's facts (label, value), empty ones left out: its page's `<dl>`, a line under it in its list. */
export const listingFacts = (page: DetailPage, item: unknown, t: PageLabels, lang: Locale) =>
  KINDS[page].facts(item as never, t, lang).filter(([, value]) => value.trim());

/** The list a listing's page belongs to: its path and name (the list page's h1, the detail's trail). */
export const listOf = (page: DetailPage, t: PageLabels) => KINDS[page].list(t);

/** A listing's page: title, photo, facts, text, and the list it belongs to. */
export async function listingContent(
  page: string,
  id: number,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  if (!(page in LISTING_DETAIL_PAGES)) return null;
  const kind = KINDS[page as DetailPage];
  const { bodies, answers } = await getAll(get, {
    listing: apiPathWithQuery(endpointPath(LISTING_DETAIL_PAGES[page as DetailPage].path, { id }), undefined),
  });
  const item = bodies.listing as { title: string; image_urls: string[]; created_at: string } | null;
  if (!item) return null;
  const t = pageLabels(lang);
  const facts = listingFacts(page as DetailPage, item, t, lang)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const [image] = item.image_urls;
  const html = pageFrame(
    [["/home", t.home], kind.list(t)],
    `<article><h1>${escapeHtml(item.title)}</h1>
<p class="ssr-meta">${timeTag(item.created_at, lang)}</p>
${image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(item.title)}" width="640" height="480">` : ""}
<dl>${facts}</dl>
${kind.body(item as never)}</article>`,
  );
  return { html, answers };
}
