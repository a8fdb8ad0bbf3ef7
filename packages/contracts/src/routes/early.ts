import { PAGE_SIZES } from "../constants.js";
import { routeList } from "../endpoint.js";

/**
 * The routes the first screens ask for before the app's code has arrived (apps/web
 * `app/early-data.ts`, part of the entry chunk). They are written here once and spread into their
 * features' route lists, so the entry chunk carries these few paths, not whole route lists.
 */
export const EARLY_ROUTE_KEYS = {
  questions: { list: "GET /questions", detail: "GET /questions/detail/{id}" },
  comments: { list: "GET /questions/comments" },
  home: { slogan: "GET /home/slogan" },
  catalogue: { listChannels: "GET /channels" },
  listings: {
    listHousing: "GET /housing",
    listSales: "GET /sales",
    listHousekeeping: "GET /housekeeping",
    listJobs: "GET /jobs",
    getHousing: "GET /housing/{id}",
    getSale: "GET /sales/{id}",
    getHousekeeping: "GET /housekeeping/{id}",
    getJob: "GET /jobs/{id}",
  },
  store: {
    listMerchants: "GET /merchants",
    getMerchant: "GET /merchants/{id}",
    listProducts: "GET /products",
    getProduct: "GET /products/{id}",
  },
} as const;

/** The same refs as the feature lists' (feature, name, method, path), for the early requests. */
export const earlyRoutes = {
  questions: routeList("questions", EARLY_ROUTE_KEYS.questions),
  comments: routeList("comments", EARLY_ROUTE_KEYS.comments),
  home: routeList("home", EARLY_ROUTE_KEYS.home),
  catalogue: routeList("catalogue", EARLY_ROUTE_KEYS.catalogue),
  listings: routeList("listings", EARLY_ROUTE_KEYS.listings),
  store: routeList("store", EARLY_ROUTE_KEYS.store),
};

/** The listing detail pages and the request each makes first (the listing, by id). */
export const LISTING_DETAIL_PAGES = {
  "/houseDetail": earlyRoutes.listings.getHousing,
  "/saleDetail": earlyRoutes.listings.getSale,
  "/housekeepingDetail": earlyRoutes.listings.getHousekeeping,
  "/jobDetail": earlyRoutes.listings.getJob,
} as const;

/** A query as the web sends it: non-empty values, in the order given. */
export type EarlyQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * `/api` + path + the query's non-empty values, in their order: the one address of a GET, built the
 * same way by the web (lib/early-request.ts) and by the server when it embeds a page's first answers
 * in the HTML (apps/server/src/plugins/static-web.ts), so each finds the other's.
 */
export function apiPathWithQuery(path: string, query: EarlyQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ""}`;
}

/** The first page of a question's answers is in this order (the web's DEFAULT_COMMENT_SORT). */
export const FIRST_COMMENT_SORT = "score";

/**
 * The question page's first requests: the question and its first page of answers in their first
 * order. The web asks for them before its code runs (app/early-data.ts); the server answers them into
 * the page's HTML for a visitor (issue 19), so the app does not ask again.
 */
export function questionPageRequests(id: number) {
  return {
    detail: { ref: earlyRoutes.questions.detail, input: { params: { id } } },
    comments: {
      ref: earlyRoutes.comments.list,
      input: { query: { question_id: id, skip: 0, limit: PAGE_SIZES.comments, sort: FIRST_COMMENT_SORT } },
    },
  } as const;
}

/** The id of the `<script type="application/json">` holding a page's first answers for a visitor. */
export const EARLY_DATA_ELEMENT_ID = "early-data";

/**
 * The id of the `<template>` holding, on a page whose content the server wrote, the app's chunk
 * preloads: the content paints first, then the entry releases them (apps/web main.tsx).
 */
export const DEFERRED_PRELOADS_ELEMENT_ID = "app-preloads";
