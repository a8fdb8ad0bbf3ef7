/** Product constants from spec section 9, shared by server and web. */

export const LOCALES = ["zh", "zh_tw", "en", "de", "fr", "es", "ja", "ar", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh";
export const FALLBACK_LOCALE: Locale = "en";
export const RTL_LOCALES: readonly Locale[] = ["ar"];
/** The `lang` attribute of the page for each locale (BCP 47; the product's keys use zh_tw). */
export const HTML_LANG: Record<Locale, string> = {
  zh: "zh-CN",
  zh_tw: "zh-TW",
  en: "en",
  de: "de",
  fr: "fr",
  es: "es",
  ja: "ja",
  ar: "ar",
  pt: "pt",
};
/**
 * Cookie mirroring the chosen language (spec 3 keeps it in localStorage, which the server cannot read):
 * the server renders the page's `lang`/`dir` and preloads that language's texts from it.
 */
export const LANG_COOKIE = "lang";

/**
 * The query parameter that names a page's language (`/question?id=12&lang=en`, issue 19): each language
 * of a public page has its own address for search engines (hreflang); a reader who opens one keeps it.
 */
export const LANG_QUERY = "lang";

/** The product locale a URL's `?lang=` names, if it names one. */
export function queryLocale(query: URLSearchParams): Locale | undefined {
  const value = query.get(LANG_QUERY);
  return LOCALES.includes(value as Locale) ? (value as Locale) : undefined;
}

export const ROLES = ["user", "expert", "publisher", "organization", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const BONUS_RULES = [
  "highest_comment_score",
  "publisher_agree",
  "first_reply",
  "first_five_star",
] as const;
export type BonusRule = (typeof BONUS_RULES)[number];
export const DEFAULT_BONUS_RULE: BonusRule = "highest_comment_score";
export const PRIVATE_BONUS_RULES: readonly BonusRule[] = ["publisher_agree", "first_reply"];

export const PAGE_SIZES = {
  questionList: 10,
  expertQuestionList: 10,
  messages: 10,
  housing: [10, 20, 50] as const,
  housingDefault: 10,
  loadMore: 4,
  orderContacts: 5,
  comments: 20,
} as const;

/**
 * Lists count their total exactly up to `countedTotal` rows and serve rows at most `maxOffset` deep;
 * beyond that a list says "10000+" (`total_capped`) and a narrower filter or a search finds the rest.
 * Public lists over whole tables (questions, listings, search) count less: only the rows up to
 * `windowPages` pages past the start of the page shown (see countWindow), so the count costs the same
 * whatever the size of the table (issue 8) — "100+" on the first page, and the pagination reaches
 * further as the reader goes on.
 */
export const LIST_CAPS = { countedTotal: 10_000, maxOffset: 10_000, windowPages: 10 } as const;

/** How many rows a public list counts for a page at `offset`: at most `windowPages` pages ahead. */
export function countWindow(offset: number, pageSize: number): number {
  return Math.min(LIST_CAPS.countedTotal, offset + pageSize * LIST_CAPS.windowPages);
}

/** Pages a paginator shows for a (possibly capped) total: one more when there are more rows. */
export function pageCount(list: { total: number; total_capped: boolean }, pageSize: number): number {
  return Math.ceil(list.total / pageSize) + (list.total_capped ? 1 : 0);
}

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  contentPreview: 80,
  messagePreview: 100,
  skeletonRows: 5,
  questionTitle: 30,
  maxExpertCategories: 3,
  phoneCodeMin: 4,
  phoneCodeMax: 6,
  phoneResendSeconds: 60,
  cardNumberDigits: 16,
  homeChannelTiles: 9,
  maxListLimit: 100,
} as const;

export const TIMINGS = {
  geolocationTimeoutMs: 10_000,
  carouselStepMs: 30,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const DEFAULT_RANK_LABEL = "Private";
export const DEFAULT_LEVEL_LABEL = "VIP";
export const EARTH_RADIUS_KM = 6371;
