import { PAGE_SIZES } from "./constants.js";
import type { EndpointOf, QueryOf } from "./endpoint.js";
import {
  HOUSEKEEPING_CATEGORIES,
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_PRICE_BUCKETS,
  HOUSING_ROOM_OPTIONS,
  HOUSING_SIZE_BUCKETS,
  HOUSING_TABS,
  HOUSING_TYPES,
  type HousingTab,
  JOB_SALARY_BUCKETS,
  JOB_TYPES,
  SALE_CATEGORIES,
} from "./listing-filters.js";
import { earlyRoutes } from "./routes/early.js";
import type { listingsRoutes } from "./routes/listings.js";

/**
 * The classified list screens' state as their URL holds it (/houses, /jobs), and the first requests
 * each list screen makes for its URL (the boards /sales and /housekeeping: each category's first
 * page). Shared by the web (the screens and app/early-data.ts) and the server (the pages' content in
 * their HTML, issue 19), so both ask the API exactly the same question. Without zod: the web's entry
 * chunk imports it.
 */

const oneOf = <T extends string | number>(options: readonly T[], value: unknown): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : undefined;
};

/** A city or district typed into a filter, trimmed and capped (the API takes up to 40 characters). */
const cityParam = (params: URLSearchParams) => (params.get("city") ?? "").trim().slice(0, 40) || undefined;

/** Unset fields left out, so the cache key and the request's address stay stable. */
const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as T;

// --- /houses ------------------------------------------------------------------------------------

export type HousingType = (typeof HOUSING_TYPES)[number];
export type HousingDecoration = (typeof HOUSING_DECORATIONS)[number];
export type PriceBucket = (typeof HOUSING_PRICE_BUCKETS)[number]["key"];
export type SizeBucket = (typeof HOUSING_SIZE_BUCKETS)[number]["key"];
export type RoomOption = (typeof HOUSING_ROOM_OPTIONS)[number];

/** The state of /houses as the URL holds it, so reload and back restore the screen. */
export interface HousingListParams {
  top?: number;
  category?: number;
  city?: string;
  price?: PriceBucket;
  size?: SizeBucket;
  room?: RoomOption;
  type?: HousingType;
  decoration?: HousingDecoration;
  tab: HousingTab;
  pageSize: number;
  page: number;
}

/** The query GET /api/housing takes (HousingListQuery), with only the fields in use. */
export interface HousingQuery {
  page: number;
  page_size: number;
  top_category_id?: number;
  category_id?: number;
  city?: string;
  price_min?: number;
  price_max?: number;
  size_min?: number;
  size_max?: number;
  room?: number;
  type?: HousingType;
  decoration?: HousingDecoration;
  tab?: HousingTab;
}

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);
const CHILDREN = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null);
const HOUSING_PAGE_SIZE_OPTIONS: readonly number[] = PAGE_SIZES.housing;

/** Reads the URL; unknown or inconsistent values fall back to "any" instead of failing. */
export function parseHousingListParams(params: URLSearchParams): HousingListParams {
  const top = oneOf(
    PARENTS.map((c) => c.id),
    positiveInt(params.get("top_category_id")),
  );
  const child = CHILDREN.find((c) => c.id === positiveInt(params.get("category_id")));
  // A child category implies its parent; a child of another parent than the one given is dropped.
  const childFits = child !== undefined && (top === undefined || top === child.parent_id);
  return {
    top: childFits ? child.parent_id : top,
    category: childFits ? child.id : undefined,
    city: cityParam(params),
    price: oneOf(
      HOUSING_PRICE_BUCKETS.map((b) => b.key),
      params.get("price"),
    ),
    size: oneOf(
      HOUSING_SIZE_BUCKETS.map((b) => b.key),
      params.get("size"),
    ),
    room: oneOf(HOUSING_ROOM_OPTIONS, Number(params.get("room"))),
    type: oneOf(HOUSING_TYPES, params.get("type")),
    decoration: oneOf(HOUSING_DECORATIONS, params.get("decoration")),
    tab: oneOf(HOUSING_TABS, params.get("tab")) ?? "all",
    pageSize: oneOf(HOUSING_PAGE_SIZE_OPTIONS, Number(params.get("page_size"))) ?? PAGE_SIZES.housingDefault,
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** Back to URL parameters; defaults are left out so URLs stay short. */
export function housingListSearch(p: HousingListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.top) out.set("top_category_id", String(p.top));
  if (p.category) out.set("category_id", String(p.category));
  if (p.city) out.set("city", p.city);
  if (p.price) out.set("price", p.price);
  if (p.size) out.set("size", p.size);
  if (p.room) out.set("room", String(p.room));
  if (p.type) out.set("type", p.type);
  if (p.decoration) out.set("decoration", p.decoration);
  if (p.tab !== "all") out.set("tab", p.tab);
  if (p.pageSize !== PAGE_SIZES.housingDefault) out.set("page_size", String(p.pageSize));
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** The API query: buckets become min/max bounds (prices in 万 yuan, sizes in m²). */
export function toHousingQuery(p: HousingListParams): HousingQuery {
  const price: { min?: number; max?: number } | undefined = HOUSING_PRICE_BUCKETS.find(
    (b) => b.key === p.price,
  );
  const size: { min?: number; max?: number } | undefined = HOUSING_SIZE_BUCKETS.find((b) => b.key === p.size);
  return defined<HousingQuery>({
    page: p.page,
    page_size: p.pageSize,
    top_category_id: p.category ? undefined : p.top,
    category_id: p.category,
    city: p.city,
    price_min: price?.min,
    price_max: price?.max,
    size_min: size?.min,
    size_max: size?.max,
    room: p.room,
    type: p.type,
    decoration: p.decoration,
    tab: p.tab === "all" ? undefined : p.tab,
  });
}

// --- /jobs --------------------------------------------------------------------------------------

/** The query GET /api/jobs takes (JobQuery) for the /jobs screen (not the caller's own: no `mine`). */
export type JobQuery = Partial<Omit<QueryOf<EndpointOf<typeof listingsRoutes.listJobs>>, "mine">>;

export type JobType = (typeof JOB_TYPES)[number];
export type SalaryBucket = (typeof JOB_SALARY_BUCKETS)[number]["key"];

/** The state of /jobs as the URL holds it (issue 18), so reload, back and shared links restore it. */
export interface JobListParams {
  city?: string;
  type?: JobType;
  salary?: SalaryBucket;
  page: number;
}

/** Jobs per page of /jobs: three rows of the four-column grid. */
export const JOB_PAGE_SIZE = 12;

/** Reads the URL; unknown values fall back to "any" instead of failing. */
export function parseJobListParams(params: URLSearchParams): JobListParams {
  return {
    city: cityParam(params),
    type: oneOf(JOB_TYPES, params.get("type")),
    salary: oneOf(
      JOB_SALARY_BUCKETS.map((b) => b.key),
      params.get("salary"),
    ),
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** Back to URL parameters; defaults are left out so URLs stay short. */
export function jobListSearch(p: JobListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.city) out.set("city", p.city);
  if (p.type) out.set("type", p.type);
  if (p.salary) out.set("salary", p.salary);
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** The API query of GET /api/jobs: the salary bucket becomes its min/max bounds; unset fields left out. */
export function toJobQuery(p: JobListParams): JobQuery {
  const salary: { min?: number; max?: number } | undefined = JOB_SALARY_BUCKETS.find(
    (b) => b.key === p.salary,
  );
  return defined<JobQuery>({
    page: p.page,
    page_size: JOB_PAGE_SIZE,
    city: p.city,
    job_type: p.type,
    salary_min: salary?.min,
    salary_max: salary?.max,
  });
}

// --- the boards: /sales, /housekeeping ------------------------------------------------------------

/** One page of a board's category section (newest first, PAGE_SIZES.loadMore a page, "load more"). */
export const boardSectionQuery = <C extends string>(category: C, page: number) => ({
  category,
  page,
  page_size: PAGE_SIZES.loadMore,
});

// --- every list page ----------------------------------------------------------------------------

/**
 * The classified list pages and the requests each makes first for its URL ({ref, input}), in the
 * order the screen makes them: /houses and /jobs one page of their filtered list, a board each category's first page.
 * The web asks them early (app/early-data.ts); the server answers them into the page's HTML for a
 * visitor, so the app does not ask again.
 */
export const LISTING_LIST_PAGES = {
  "/houses": (search: URLSearchParams) => [
    {
      ref: earlyRoutes.listings.listHousing,
      input: { query: toHousingQuery(parseHousingListParams(search)) },
    },
  ],
  "/jobs": (search: URLSearchParams) => [
    { ref: earlyRoutes.listings.listJobs, input: { query: toJobQuery(parseJobListParams(search)) } },
  ],
  "/sales": (_search: URLSearchParams) =>
    SALE_CATEGORIES.map((c) => ({
      ref: earlyRoutes.listings.listSales,
      input: { query: boardSectionQuery(c, 1) },
    })),
  "/housekeeping": (_search: URLSearchParams) =>
    HOUSEKEEPING_CATEGORIES.map((c) => ({
      ref: earlyRoutes.listings.listHousekeeping,
      input: { query: boardSectionQuery(c, 1) },
    })),
} as const;

export type ListingListPage = keyof typeof LISTING_LIST_PAGES;

export const isListingListPage = (path: string): path is ListingListPage => path in LISTING_LIST_PAGES;
