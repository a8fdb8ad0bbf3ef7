import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from "@ask/contracts";
import { detailPath } from "../classifieds";

export type SearchTab = "all" | SearchKind;

/** The state of /searchList as the URL holds it, so reload, back and shared links restore it. */
export interface SearchParams {
  q: string;
  kind: SearchTab;
  page: number;
}

const MAX_PAGE = 1000;

export function parseSearchParams(params: URLSearchParams): SearchParams {
  const kind = params.get("kind");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_LIMITS.queryMax).trim(),
    kind: SEARCH_KINDS.includes(kind as SearchKind) ? (kind as SearchKind) : "all",
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Back to URL parameters; defaults (all kinds, page 1) are left out so URLs stay short. */
export function searchListSearch(p: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set("q", p.q);
  if (p.kind !== "all") out.set("kind", p.kind);
  if (p.kind !== "all" && p.page > 1) out.set("page", String(p.page));
  return out;
}

/** Where a hit is shown. */
export function hitPath(kind: SearchKind, id: number): string {
  return kind === "questions" ? `/question?id=${id}` : detailPath(kind, id);
}
