import { SEARCH_LIMITS, type SearchKind } from "@ask/contracts";
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
 * How many of the newest rows a search looks at first. A common word fills its page from them (no
 * need to fetch and sort every match); a rare one falls back to the GIN index, which is cheap then.
 */
export const NEWEST_WINDOW = 2000;

export async function searchKind(
  db: Db,
  kind: SearchKind,
  tsquery: string,
  limit: number,
  offset: number,
): Promise<{ rows: HitRow[]; total: number }> {
  const { from, where, columns } = SOURCES[kind];
  const match = sql`search_vector @@ ${tsquery}::tsquery`;
  const order = sql`created_at desc nulls last, id desc nulls last`; // as the list indexes sort
  const newest = async () =>
    offset + limit > NEWEST_WINDOW
      ? []
      : queryRows<HitRow>(
          db,
          sql`select ${columns} from (
            select * from ${from} where ${where} order by ${order} limit ${NEWEST_WINDOW}
          ) newest where ${match} order by ${order} limit ${limit} offset ${offset}`,
        );
  // Deliberately not the list indexes' order (nulls first here, and created_at is never null): the
  // planner must not walk the newest-first index hoping for a match — for a word that is rare or
  // absent in this table that walk reads the whole table. The GIN index answers instead.
  const all = () =>
    queryRows<HitRow>(
      db,
      sql`select ${columns} from ${from} where ${where} and ${match}
        order by created_at desc, id desc limit ${limit} offset ${offset}`,
    );
  const [rows, count] = await Promise.all([
    // A full page among the newest rows is exactly the page of all matches (they are the newest).
    newest().then((page) => (page.length === limit ? page : all())),
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (
        select 1 from ${from} where ${where} and ${match} limit ${SEARCH_LIMITS.countedTotal + 1}
      ) capped`,
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
      order by created_at desc, id desc limit 10`,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
