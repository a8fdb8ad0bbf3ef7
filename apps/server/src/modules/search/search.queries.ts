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

export async function searchKind(
  db: Db,
  kind: SearchKind,
  tsquery: string,
  limit: number,
  offset: number,
): Promise<{ rows: HitRow[]; total: number }> {
  const { from, where, columns } = SOURCES[kind];
  const match = sql`${where} and search_vector @@ ${tsquery}::tsquery`;
  const [rows, count] = await Promise.all([
    queryRows<HitRow>(
      db,
      sql`select ${columns} from ${from} where ${match} order by created_at desc, id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (select 1 from ${from} where ${match} limit ${SEARCH_LIMITS.countedTotal + 1}) capped`,
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
