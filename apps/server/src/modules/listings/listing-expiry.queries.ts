import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { listingViews } from "../../db/schema/index.js";
import type { ListingTable } from "./listings.queries.js";

export interface ClaimedListing {
  id: number;
  owner_id: number;
  title: string;
  expires_at: Date | string;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Marks up to `limit` active listings expiring within `days` of `now` whose owner was not reminded yet,
 * and returns them (locked rows of another process are skipped; a row it reminded meanwhile no longer
 * matches when re-checked).
 */
export function claimReminders(tx: Db, table: ListingTable, now: Date, days: number, limit: number) {
  return queryRows<ClaimedListing>(
    tx,
    sql`with due as (
        select id from ${table}
        where status = 'active' and expiry_reminded_at is null
          and expires_at > ${at(now)} and expires_at <= ${at(now)} + make_interval(days => ${days}::int)
        order by expires_at limit ${limit} for update skip locked)
      update ${table} l set expiry_reminded_at = ${at(now)} from due
      where l.id = due.id and l.expiry_reminded_at is null
      returning l.id, l.owner_id, l.title, l.expires_at`,
  );
}

/** Marks up to `limit` active listings whose expiry has passed `expired` and returns them. */
export function claimExpired(tx: Db, table: ListingTable, now: Date, limit: number) {
  return queryRows<ClaimedListing>(
    tx,
    sql`with due as (
        select id from ${table}
        where status = 'active' and expires_at <= ${at(now)}
        order by expires_at limit ${limit} for update skip locked)
      update ${table} l set status = 'expired', updated_at = now() from due
      where l.id = due.id and l.status = 'active'
      returning l.id, l.owner_id, l.title, l.expires_at`,
  );
}

/** Deletes listing_views rows of days before `keepFrom` (YYYY-MM-DD); returns how many. */
export async function pruneViews(db: Db, keepFrom: string): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (delete from ${listingViews} where day < ${keepFrom}::date returning 1)
      select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
