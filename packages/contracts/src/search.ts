import { z } from "zod";
import { ListTotal } from "./list-total.js";

/** Site-wide search (/searchList): public questions and every kind of classified listing. */
export const SEARCH_KINDS = ["questions", "housing", "sales", "housekeeping", "jobs"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  queryMax: 100,
  /** Hits per group when all kinds are shown together. */
  perGroup: 5,
  pageSize: 10,
  snippetChars: 120,
  /**
   * Pages a search serves (page × pageSize): a common word matches too much to page through; its
   * total is counted in a window (countWindow), then "100+".
   */
  maxPage: 100,
} as const;

export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_LIMITS.queryMax),
  kind: z.enum(["all", ...SEARCH_KINDS]).default("all"),
  page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPage).default(1),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchHit = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    id: z.number().int(),
    title: z.string(),
    /** Plain text around the first match (or the start of the text). */
    snippet: z.string(),
    created_at: z.string(),
    /** Price in yuan (housing: 万 yuan), when the kind has one. */
    price: z.number().nullable(),
    /** Where the listing is (city, location or address), when the kind has one; never a company name. */
    place: z.string().nullable(),
  })
  .meta({ id: "SearchHit" });
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = ListTotal.extend({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(SearchHit),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchResponse = z.object({
  q: z.string(),
  /** What to highlight: the query's words and CJK runs, normalized as the index normalizes them. */
  terms: z.array(z.string()),
  kind: z.enum(["all", ...SEARCH_KINDS]),
  page: z.number().int(),
  page_size: z.number().int(),
  groups: z.array(SearchGroup),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** Similar and related questions (issue 15 item 12): only public questions, never a deleted one. */
export const SIMILAR_LIMITS = {
  /** The text typed so far (title and the start of the content) that is compared. */
  queryMax: 300,
  /** Below this many characters nothing is looked up. */
  queryMin: 2,
  items: 5,
} as const;

/** GET /api/questions/similar */
export const SimilarQuery = z.object({
  q: z.string().trim().min(SIMILAR_LIMITS.queryMin).max(SIMILAR_LIMITS.queryMax),
});
export type SimilarQuery = z.input<typeof SimilarQuery>;

export const SimilarQuestion = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Number of answers. */
    answers: z.number().int(),
    is_paid: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: "SimilarQuestion" });
export type SimilarQuestion = z.infer<typeof SimilarQuestion>;

/** GET /api/questions/similar and GET /api/questions/{id}/related: at most SIMILAR_LIMITS.items, best first. */
export const SimilarQuestions = z.object({ items: z.array(SimilarQuestion) });
export type SimilarQuestions = z.infer<typeof SimilarQuestions>;
