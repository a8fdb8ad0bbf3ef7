import type { SearchKind } from "@ask/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";

/** One row as every kind's search query returns it. */
export interface HitRow {
  id: number;
  title: string;
  body: string;
  created_at: string | Date;
  price: string | number | null;
  place: string | null;
}

/**
 * Per kind: the table, what is searchable (only public questions, only active listings; never content
 * under moderation, issue 17), the columns
 * a hit shows, and whether the search looks at the newest rows first (see searchKind). Every query
 * filters on the kind's GIN-indexed search_vector. `place` is where the listing is (shown after a
 * pin): never a company name (issue 18).
 */
const SOURCES: Record<SearchKind, { from: SQL; where: SQL; columns: SQL; newestFirst?: boolean }> = {
  questions: {
    from: sql`questions`,
    where: sql`is_public and deleted_at is null and moderation is null`,
    newestFirst: true,
    columns: sql`id, title, content_text as body, created_at, null::numeric as price, null::text as place`,
  },
  housing: {
    from: sql`housing`,
    where: sql`status = 'active' and moderation is null`,
    columns: sql`id, title, details as body, created_at, price_wan as price,
      nullif(concat_ws(' ', city, district), '') as place`,
  },
  sales: {
    from: sql`sale_items`,
    where: sql`status = 'active' and moderation is null`,
    columns: sql`id, title, description as body, created_at, price_fen / 100.0 as price, nullif(location, '') as place`,
  },
  housekeeping: {
    from: sql`housekeeping_items`,
    where: sql`status = 'active' and moderation is null`,
    columns: sql`id, title, description as body, created_at, price_from_fen / 100.0 as price,
      nullif(location, '') as place`,
  },
  jobs: {
    from: sql`jobs`,
    where: sql`status = 'active' and moderation is null`,
    columns: sql`id, title, regexp_replace(description, '<[^>]*>', ' ', 'g') as body, created_at,
      null::numeric as price, nullif(address, '') as place`,
  },
};

/** Newest first, in the order the kind's list index is sorted (created_at desc nulls last, id desc nulls last). */
const NEWEST_FIRST = sql`created_at desc nulls last, id desc nulls last`;

/** How many of the newest rows a search of the newest rows first reads at most (an index walk). */
export const RECENT_WINDOW = 5000;

/**
 * A word with more matches than this (among the rows the search may show) is "common": its page is
 * found by walking the newest rows on the list index, which then meets a match at least every
 * N / COMMON_MATCHES rows. A rarer word's matches all come from the GIN index and are sorted.
 */
export const COMMON_MATCHES = 300;

type Page = { limit: number; offset: number; countUpTo: number };

/** The same order without "nulls last": no index has it, so the rows are sorted, never walked. */
const NEWEST_FIRST_SORTED = sql`created_at desc, id desc`;

const searchSql = (kind: SearchKind, tsquery: string) => {
  const { from, where, columns } = SOURCES[kind];
  const match = sql`search_vector @@ ${tsquery}::tsquery`;
  const all = sql`${from} where ${where} and ${match}`;
  const recent = sql`(select * from ${from} where ${where} order by ${NEWEST_FIRST} limit ${RECENT_WINDOW}) recent`;
  return {
    /** The page among the first countUpTo + 1 matches of the newest rows, with how many there are. */
    recent: (p: Page) => sql`select ${columns}, count(*) over () as found from (
        select * from ${recent} where ${match} order by ${NEWEST_FIRST} limit ${p.countUpTo + 1}
      ) hits order by ${NEWEST_FIRST} limit ${p.limit} offset ${p.offset}`,
    count: (upTo: number) => sql`select count(*) as n from (select 1 from ${all} limit ${upTo + 1}) c`,
    /** A common word's page: walking the list index newest first. */
    walked: (p: Page) =>
      sql`select ${columns} from ${all} order by ${NEWEST_FIRST} limit ${p.limit} offset ${p.offset}`,
    /** A rare word's page: its few matches (from the GIN index), sorted. */
    sorted: (p: Page) =>
      sql`select ${columns} from ${all} order by ${NEWEST_FIRST_SORTED} limit ${p.limit} offset ${p.offset}`,
  };
};

/**
 * One page of a kind's hits (newest first) and their number counted up to `countUpTo` + 1 (see
 * countWindow), at a cost that does not grow with the table in the usual cases, whatever the word.
 * The planner alone cannot be trusted with the page: it judges a word by its frequency in the whole
 * table, and a word common there but absent from the rows a search may show (in the benchmark's data
 * every listing with 养老 is closed) made it walk the whole list index — a second per search at 1M.
 * - Questions (the big table, whose GIN index holds every question) look at the newest rows first:
 *   one statement walks at most RECENT_WINDOW of them and stops at countUpTo + 1 matches. A word
 *   found that often there is settled: those are the newest matches, and the total is "more".
 * - Otherwise the matches are counted (up to COMMON_MATCHES + 1; listing GIN indexes hold only active
 *   listings, so their postings are the candidates themselves); none: done; a few: read from the GIN
 *   index and sorted; many: the page is found walking the newest rows.
 */
export async function searchKind(
  db: Db,
  kind: SearchKind,
  tsquery: string,
  page: Page,
): Promise<{ rows: HitRow[]; total: number }> {
  const q = searchSql(kind, tsquery);
  if (SOURCES[kind].newestFirst) {
    const rows = await queryRows<HitRow & { found: string | number }>(db, q.recent(page));
    const found = Number(rows[0]?.found ?? 0);
    if (found > page.countUpTo) return { rows: rows.map(({ found: _, ...hit }) => hit), total: found };
  }
  const [count] = await queryRows<{ n: string | number }>(
    db,
    q.count(Math.max(page.countUpTo, COMMON_MATCHES)),
  );
  const matches = Number(count?.n ?? 0);
  const rows =
    matches === 0
      ? []
      : await queryRows<HitRow>(db, matches > COMMON_MATCHES ? q.walked(page) : q.sorted(page));
  return { rows, total: Math.min(matches, page.countUpTo + 1) };
}

/** The plans of a kind's search: the newest rows first; a rare and a common word (see searchKind). */
export async function explainSearch(
  db: Db,
  kind: SearchKind,
  tsquery: string,
): Promise<{ recent: string; rare: string; common: string }> {
  const q = searchSql(kind, tsquery);
  const page = { limit: 10, offset: 0, countUpTo: 100 };
  const plan = async (query: SQL) =>
    (await queryRows<{ "QUERY PLAN": string }>(db, sql`explain ${query}`))
      .map((r) => r["QUERY PLAN"])
      .join("\n");
  return {
    recent: await plan(q.recent(page)),
    rare: await plan(q.sorted(page)),
    common: await plan(q.walked(page)),
  };
}
