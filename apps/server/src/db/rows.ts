import { and, count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** Runs raw SQL and returns its rows; both drivers (PGlite and node-postgres) expose `.rows`. */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Search tokens to a tsvector, taken verbatim with array_to_tsvector (no text-search parser in
 * between, see lib/search-tokens.ts). Passed as JSON so both drivers bind it the same way.
 */
export function tsvectorFromTokens(tokens: string[]): SQL {
  return sql`array_to_tsvector(array(select jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb)))`;
}

/**
 * A list of integer ids as a subquery (`where id in ${sqlIdList(ids)}`): one JSON parameter however
 * many ids, bound the same way by both drivers.
 */
export function sqlIdList(ids: readonly number[]): SQL {
  return sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/**
 * A bigint or numeric value in a raw SQL row (sums, counts, `amount_fen`): node-postgres returns it
 * as a string (it may not fit a JS number), PGlite as a number. Convert it with `sqlNumber` only.
 */
export type SqlNumeric = string | number;

/** A raw SQL bigint/numeric as a number; `null` (no row, an empty sum) reads as `fallback`. */
export function sqlNumber(value: SqlNumeric | null | undefined, fallback = 0): number {
  return value === null || value === undefined ? fallback : Number(value);
}

/** The condition "every named column of `table` equals its value in `values`" (a key per column). */
export function columnsEqual<T extends PgTable>(
  table: T,
  values: Partial<T["$inferSelect"]>,
): SQL | undefined {
  const columns = getTableColumns(table);
  return and(
    ...Object.entries(values).map(([key, value]) => eq(columns[key] as (typeof columns)[string], value)),
  );
}

/** The row of `table` whose columns equal `values` (see columnsEqual), or undefined; for keys that name one row. */
export async function rowWhere<T extends PgTable>(
  db: Pick<Db, "select">,
  table: T,
  values: Partial<T["$inferSelect"]>,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(columnsEqual(table, values))
    .limit(1);
  return row as T["$inferSelect"] | undefined;
}

/**
 * A page of rows with how many rows of `table` match `where` in all: `rows` is the page's own query
 * (its columns, joins, order, offset and limit); both run at once.
 */
export async function pageWithTotal<Row>(
  db: Pick<Db, "select">,
  rows: PromiseLike<Row[]>,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: page, total: total?.n ?? 0 };
}

/** One page of the rows of `table` matching `where`, in `order`, and how many match in all. */
export function tablePage<T extends PgTable>(
  db: Pick<Db, "select">,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: { skip: number; limit: number },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.limit);
  return pageWithTotal(db, rows as PromiseLike<T["$inferSelect"][]>, table, where);
}
