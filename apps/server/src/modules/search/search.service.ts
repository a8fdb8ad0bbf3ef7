import {
  countWindow,
  listTotal,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { highlightTerms, toTsQuery } from "../../lib/search-tokens.js";
import { type HitRow, searchKind } from "./search.queries.js";

/** Plain text around the first place a term occurs (case- and accent-insensitively), or the start. */
export function snippetAround(
  text: string,
  terms: string[],
  size: number = SEARCH_LIMITS.snippetChars,
): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= size) return clean;
  const folded = clean.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  // Folding can change lengths (é → e + mark removed keeps length in NFKD+strip only for most scripts),
  // so positions found in the folded text are used only when the lengths agree.
  const sameLength = folded.length === clean.length;
  let at = -1;
  if (sameLength) {
    for (const term of terms) {
      const i = folded.indexOf(term);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
  }
  if (at < 0) return `${clean.slice(0, size).trimEnd()}…`;
  const start = Math.max(0, Math.min(at - Math.floor(size / 3), clean.length - size));
  const end = Math.min(clean.length, start + size);
  return `${start > 0 ? "…" : ""}${clean.slice(start, end).trim()}${end < clean.length ? "…" : ""}`;
}

function present(kind: SearchKind, row: HitRow, terms: string[]): SearchHit {
  return {
    kind,
    id: Number(row.id),
    title: row.title,
    snippet: snippetAround(row.body ?? "", terms),
    created_at: new Date(row.created_at).toISOString(),
    price: row.price === null ? null : Number(row.price),
    place: row.place,
  };
}

/**
 * GET /api/search: with kind "all", the first hits of every kind with each kind's total; with one
 * kind, a page of that kind. A query with nothing searchable finds nothing.
 */
export async function search(
  db: Db,
  query: { q: string; kind: "all" | SearchKind; page: number },
): Promise<SearchResponse> {
  const terms = highlightTerms(query.q);
  const tsquery = toTsQuery(query.q);
  const kinds = query.kind === "all" ? [...SEARCH_KINDS] : [query.kind];
  const pageSize = query.kind === "all" ? SEARCH_LIMITS.perGroup : SEARCH_LIMITS.pageSize;
  const offset = query.kind === "all" ? 0 : (query.page - 1) * pageSize;
  const groups = tsquery
    ? await Promise.all(
        kinds.map(async (kind) => {
          // Counted in the window of the kind's own pages, also when all kinds are shown together.
          const countUpTo = countWindow(offset, SEARCH_LIMITS.pageSize);
          const { rows, total } = await searchKind(db, kind, tsquery, { limit: pageSize, offset, countUpTo });
          return {
            kind,
            ...listTotal(total, countUpTo),
            items: rows.map((row) => present(kind, row, terms)),
          };
        }),
      )
    : kinds.map((kind) => ({ kind, total: 0, total_capped: false, items: [] }));
  return {
    q: query.q,
    terms,
    kind: query.kind,
    page: query.kind === "all" ? 1 : query.page,
    page_size: pageSize,
    groups,
  };
}
