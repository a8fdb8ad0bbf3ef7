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

/** Newest first, in the order the kind's list index is sorted (created_at desc nulls last, id desc nulls last). */
const NEWEST_FIRST = sql`created_at desc nulls last, id desc nulls last`;

/**
 * A word with more matches than this (among the rows the search may show) is "common": its page is
 * found by walking the newest rows on the list index, which then meets a match at least every
 * N / COMMON_MATCHES rows. A rarer word's matches all come from the GIN index and are sorted.
 */
export const COMMON_MATCHES = 300;

type Page = { limit: number; offset: number; countUpTo: number };

const searchSql = (kind: SearchKind, tsquery: string) => {
  const { from, where, columns } = SOURCES[kind];
  const all = sql`${from} where ${where} and search_vector @@ ${tsquery}::tsquery`;
  return {
    rows: (p: Page) =>
      sql`select ${columns} from ${all} order by ${NEWEST_FIRST} limit ${p.limit} offset ${p.offset}`,
    count: (upTo: number) => sql`select count(*) as n from (select 1 from ${all} limit ${upTo + 1}) c`,
  };
};

type ScanPlan = "bitmap" | "walk";
/**
 * The scans a statement may use, for the rest of the transaction: "bitmap" = only bitmap scans (the
 * GIN index); "walk" = only plain index scans (newest first on the list index). Never a sequential
 * scan. The planner is not left to choose: it judges a word by its frequency in the whole table, and a
 * word common there but absent from the active rows made it walk the whole index (at 1M rows, a
 * second per search; bench/results.md).
 */
const useScans = (tx: Db, plan: ScanPlan) =>
  tx.execute(sql`select set_config('enable_seqscan', 'off', true),
    set_config('enable_bitmapscan', ${plan === "bitmap" ? "on" : "off"}, true),
    set_config('enable_indexscan', ${plan === "walk" ? "on" : "off"}, true)`);
const defaultScans = (tx: Db) =>
  tx.execute(sql`select set_config('enable_seqscan', 'on', true), set_config('enable_bitmapscan', 'on', true),
    set_config('enable_indexscan', 'on', true)`);

/**
 * One page of a kind's hits (newest first) and their number counted up to `countUpTo` + 1 (see
 * countWindow), at a cost bounded whatever the word and the table's size: the GIN index counts the
 * matches (up to COMMON_MATCHES + 1 of them: a bitmap of the word's postings and that many row
 * reads); a rare word's matches are then read from the GIN index and sorted, a common word's page is
 * found walking the newest rows (see COMMON_MATCHES).
 */
export async function searchKind(
  db: Db,
  kind: SearchKind,
  tsquery: string,
  page: Page,
): Promise<{ rows: HitRow[]; total: number }> {
  const q = searchSql(kind, tsquery);
  const upTo = Math.max(page.countUpTo, COMMON_MATCHES);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await useScans(tx, "bitmap");
    const [count] = await queryRows<{ n: string | number }>(tx, q.count(upTo));
    const matches = Number(count?.n ?? 0);
    if (matches > COMMON_MATCHES) await useScans(tx, "walk");
    const rows = matches === 0 ? [] : await queryRows<HitRow>(tx, q.rows(page));
    await defaultScans(tx);
    return { rows, total: Math.min(matches, page.countUpTo + 1) };
  });
}

/** The plans of a kind's search for a rare and a common word (see searchKind), for the plan test. */
export async function explainSearch(
  db: Db,
  kind: SearchKind,
  tsquery: string,
): Promise<{ rare: string; common: string }> {
  const q = searchSql(kind, tsquery);
  const page = { limit: 10, offset: 0, countUpTo: 100 };
  const plan = (plan: ScanPlan) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await useScans(tx, plan);
      const lines = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${q.rows(page)}`);
      await defaultScans(tx);
      return lines.map((r) => r["QUERY PLAN"]).join("\n");
    });
  return { rare: await plan("bitmap"), common: await plan("walk") };
}
