import type { Locale } from "@ask/contracts";
import type { PageContent, PageContentResolver, VisitorGet } from "../../plugins/static-web.js";
import { categoriesContent, homeContent } from "./landing-content.js";
import { listingContent } from "./listing-content.js";
import { listingListContent } from "./listing-lists-content.js";
import { pageAndId } from "./page-head.js";
import { questionContent } from "./question-content.js";
import { questionsListContent } from "./questions-list-content.js";
import { merchantContent, productContent, storeListContent } from "./store-content.js";
import { userContent } from "./user-content.js";

/** One public page's content: from its address's query, in the page's language. */
export type PageBuilder = (
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
  origin: string,
) => Promise<PageContent | null>;

/** A detail page's content, for the id its address names. */
type DetailBuilder = (
  page: string,
  id: number,
  lang: Locale,
  get: VisitorGet,
  origin: string,
) => Promise<PageContent | null>;

/** The list and landing pages with content of their own, by path (one file per page kind). */
const PAGES: Record<string, PageBuilder> = {
  "/home": homeContent,
  "/categories": categoriesContent,
  "/user": userContent,
  "/questions": questionsListContent,
  "/store": storeListContent,
  "/houses": (query, lang, get) => listingListContent("/houses", query, lang, get),
  "/sales": (query, lang, get) => listingListContent("/sales", query, lang, get),
  "/housekeeping": (query, lang, get) => listingListContent("/housekeeping", query, lang, get),
  "/jobs": (query, lang, get) => listingListContent("/jobs", query, lang, get),
};

/** The detail pages (`?id=`, `/merchants/{id}`) with content of their own, by path. */
const DETAILS: Record<string, DetailBuilder> = {
  "/question": (_page, id, lang, get, origin) => questionContent(id, lang, get, origin),
  "/houseDetail": listingContent,
  "/saleDetail": listingContent,
  "/housekeepingDetail": listingContent,
  "/jobDetail": listingContent,
  "/product": productContent,
  "/merchants": merchantContent,
};

/**
 * The public pages whose content the server writes into their HTML (issue 19 item 1), for readers and
 * crawlers that run no script; each also hands the app the API answers it was made from.
 */
export const pageContent: PageContentResolver = async (pathname, query, lang, get, origin) => {
  const page = PAGES[pathname === "/" ? "/home" : pathname];
  if (page) return page(query, lang, get, origin);
  const target = pageAndId(pathname, query);
  const detail = target?.id ? DETAILS[target.page] : undefined;
  return detail && target?.id ? detail(target.page, target.id, lang, get, origin) : null;
};
