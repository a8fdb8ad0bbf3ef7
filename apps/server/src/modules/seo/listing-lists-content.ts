import {
  apiPathWithQuery,
  HOUSEKEEPING_CATEGORIES,
  housingListSearch,
  JOB_PAGE_SIZE,
  jobListSearch,
  LISTING_LIST_PAGES,
  type ListingListPage,
  type Locale,
  pageCount,
  parseHousingListParams,
  parseJobListParams,
  SALE_CATEGORIES,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml, getAll, link, pageFrame, timeTag } from "./content-html.js";
import listLabelTable from "./labels/listing-lists.json" with { type: "json" };
import { type DetailPage, listingFacts, listOf } from "./listing-content.js";
import { labelsFile, type PageLabels, pageLabels } from "./page-labels.js";

const listLabels = labelsFile("listing-lists.json", listLabelTable);
type ListLabels = ReturnType<typeof listLabels>;

/** One page of any kind's list, as GET /api/{kind} answers it. */
type ListAnswer = {
  items: { id: number; title: string; created_at: string }[];
  total: number;
  total_capped: boolean;
};

/** Where a paged list is: its page, its page count for a page size, and its URL parameters per page. */
type Paging = { page: number; pageSize: number; searchOf: (page: number) => URLSearchParams };

/**
 * Per list page: the detail page its items open (whose facts and list name listing-content.ts knows),
 * and either its paging from the URL (/houses, /jobs: one filtered list a page at a time) or the names
 * of its category sections (the boards /sales, /housekeeping: each category's first items, in the
 * order of LISTING_LIST_PAGES' requests).
 */
const LISTS: Record<
  ListingListPage,
  { detail: DetailPage; paging?: (query: URLSearchParams) => Paging; sections?: (t: ListLabels) => string[] }
> = {
  "/houses": {
    detail: "/houseDetail",
    paging: (query) => {
      const p = parseHousingListParams(query);
      return { page: p.page, pageSize: p.pageSize, searchOf: (page) => housingListSearch({ ...p, page }) };
    },
  },
  "/jobs": {
    detail: "/jobDetail",
    paging: (query) => {
      const p = parseJobListParams(query);
      return { page: p.page, pageSize: JOB_PAGE_SIZE, searchOf: (page) => jobListSearch({ ...p, page }) };
    },
  },
  "/sales": { detail: "/saleDetail", sections: (t) => SALE_CATEGORIES.map((c) => t[`sales_${c}`]) },
  "/housekeeping": {
    detail: "/housekeepingDetail",
    sections: (t) => HOUSEKEEPING_CATEGORIES.map((c) => t[`housekeeping_${c}`]),
  },
};

const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return `${path}${text ? `?${text}` : ""}`;
};

/** A list's items: each its title linking to its page, its facts (price or salary, place…) and date. */
function itemsHtml(detail: DetailPage, list: ListAnswer, heading: "h2" | "h3", t: PageLabels, lang: Locale) {
  return list.items
    .map((item) => {
      const facts = listingFacts(detail, item, t, lang).map(
        ([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`,
      );
      return `<article><${heading}>${link(`${detail}?id=${item.id}`, item.title)}</${heading}>
<p class="ssr-meta">${[...facts, timeTag(item.created_at, lang)].join(" · ")}</p></article>`;
    })
    .join("\n");
}

/** Links to the previous and next page, the filters kept; nothing on a single page. */
function pagingHtml(path: string, paging: Paging, list: ListAnswer, t: PageLabels) {
  const pages = Math.max(1, pageCount(list, paging.pageSize));
  const to = (page: number, text: string) => link(withSearch(path, paging.searchOf(page)), text);
  const links = [
    ...(paging.page > 1 ? [to(paging.page - 1, t.previousPage)] : []),
    ...(paging.page < pages ? [to(paging.page + 1, t.nextPage)] : []),
  ];
  return links.length ? `<nav class="ssr-paging">${links.join(" · ")}</nav>` : "";
}

/**
 * A classified list page (/houses, /jobs with their filters and page; /sales, /housekeeping with their
 * category sections): its name, its items linking to their pages, previous/next links, and its head.
 * Asks the API exactly what the screen asks first (LISTING_LIST_PAGES), as a visitor: hidden, closed
 * and expired listings are not in its answers.
 */
export async function listingListContent(
  path: ListingListPage,
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  const kind = LISTS[path];
  const requests = LISTING_LIST_PAGES[path](query).map((r) =>
    apiPathWithQuery(r.ref.path, { ...r.input.query }),
  );
  const { bodies, answers } = await getAll(get, Object.fromEntries(requests.map((r, i) => [`r${i}`, r])));
  const lists = requests.map((_, i) => bodies[`r${i}`] as ListAnswer | null);
  if (lists.some((list) => !list)) return null;
  const loaded = lists as ListAnswer[];
  const t = pageLabels(lang);
  const words = listLabels(lang);
  const [, name] = listOf(kind.detail, t);
  const paging = kind.paging?.(query);
  const sections = kind.sections?.(words);
  const empty = (filtered: boolean) => `<p>${escapeHtml(filtered ? words.noMatches : words.noListings)}</p>`;
  const body = sections
    ? loaded
        .map(
          (list, i) =>
            `<section><h2>${escapeHtml(sections[i] ?? "")}</h2>
${itemsHtml(kind.detail, list, "h3", t, lang) || empty(false)}</section>`,
        )
        .join("\n")
    : `${itemsHtml(kind.detail, loaded[0] as ListAnswer, "h2", t, lang) || empty(paging?.searchOf(1).toString() !== "")}
${paging ? pagingHtml(path, paging, loaded[0] as ListAnswer, t) : ""}`;
  const html = pageFrame([["/home", t.home]], `<h1>${escapeHtml(name)}</h1>\n${body}`);
  const page = paging?.page ?? 1;
  const titles = loaded.flatMap((list) => list.items.map((item) => item.title)).slice(0, 5);
  const canonicalPath = paging ? withSearch(path, paging.searchOf(page)) : path;
  const head = {
    title: page > 1 ? `${name} (${page})` : name,
    description: titles.join(" · ") || name,
    canonicalPath,
  };
  return { html, answers, head };
}
