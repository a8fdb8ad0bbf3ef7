import { type SQL, sql } from "drizzle-orm";
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
 * A bigint or numeric value in a raw SQL row (sums, counts, `amount_fen`): node-postgres returns it
 * as a string (it may not fit a JS number), PGlite as a number. Convert it with `sqlNumber` only.
 */
export type SqlNumeric = string | number;

/** A raw SQL bigint/numeric as a number; `null` (no row, an empty sum) reads as `fallback`. */
export function sqlNumber(value: SqlNumeric | null | undefined, fallback = 0): number {
  return value === null || value === undefined ? fallback : Number(value);
}
