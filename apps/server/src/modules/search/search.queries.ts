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
 * Per kind: the table, what is searchable (only public questions, only active listings), and the
 * columns a hit shows. Every query filters on the kind's GIN-indexed search_vector.
 */
const SOURCES: Record<SearchKind, { from: SQL; where: SQL; columns: SQL }> = {
  questions: {
    from: sql`questions`,
    where: sql`is_public`,
    columns: sql`id, title, content_text as body, created_at, null::numeric as price, null::text as place`,
  },
  housing: {
    from: sql`housing`,
    where: sql`status = 'active'`,
    columns: sql`id, title, details as body, created_at, price_wan as price,
      nullif(concat_ws(' ', city, district), '') as place`,
  },
  sales: {
    from: sql`sale_items`,
    where: sql`status = 'active'`,
    columns: sql`id, title, description as body, created_at, price_fen / 100.0 as price, nullif(location, '') as place`,
  },
  housekeeping: {
    from: sql`housekeeping_items`,
    where: sql`status = 'active'`,
    columns: sql`id, title, description as body, created_at, price_from_fen / 100.0 as price,
      nullif(coalesce(nullif(company, ''), location), '') as place`,
  },
  jobs: {
    from: sql`jobs`,
    where: sql`status = 'active'`,
    columns: sql`id, title, regexp_replace(description, '<[^>]*>', ' ', 'g') as body, created_at,
      null::numeric as price, nullif(company, '') as place`,
  },
};

/**
 * Newest first, in the order the kind's list index is sorted (created_at desc nulls last, id desc
 * nulls last), so the planner has both ways open and picks by the word's frequency, which it knows
 * from the search_vector statistics: a common word walks that index newest-first and stops after a
 * page of matches; a rare one asks the GIN index for its few matches and sorts them. Either way the
 * cost does not grow with the table (at 1M rows: under 10 ms; measured in bench/results.md).
 */
const NEWEST_FIRST = sql`created_at desc nulls last, id desc nulls last`;

/** One page of a kind's hits, and their number counted up to `countUpTo` + 1 (see countWindow). */
export async function searchKind(
  db: Db,
  kind: SearchKind,
  tsquery: string,
  page: { limit: number; offset: number; countUpTo: number },
): Promise<{ rows: HitRow[]; total: number }> {
  const { from, where, columns } = SOURCES[kind];
  const match = sql`${where} and search_vector @@ ${tsquery}::tsquery`;
  const [rows, count] = await Promise.all([
    queryRows<HitRow>(
      db,
      sql`select ${columns} from ${from} where ${match} order by ${NEWEST_FIRST}
        limit ${page.limit} offset ${page.offset}`,
    ),
    // The same order, so that counting a common word also stops early on the newest-first index.
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (
        select 1 from ${from} where ${match} order by ${NEWEST_FIRST} limit ${page.countUpTo + 1}
      ) counted`,
    ),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** The plan of a kind's search query, for the index test. */
export async function explainSearch(db: Db, kind: SearchKind, tsquery: string): Promise<string> {
  const { from, where, columns } = SOURCES[kind];
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain select ${columns} from ${from} where ${where} and search_vector @@ ${tsquery}::tsquery
      order by ${NEWEST_FIRST} limit 10`,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
