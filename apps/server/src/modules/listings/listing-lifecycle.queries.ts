import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { columnsEqual, queryRows } from "../../db/rows.js";
import { listingFavorites, listingViews } from "../../db/schema/index.js";
import { LISTING_TABLES, type StoredKind } from "./listing-kinds.js";
import type { ListingTable } from "./listings.queries.js";

const visibleActive = sql`status = 'active' and moderation is null`;

/**
 * Counts one view of a listing the viewer may see: a row in listing_views per (listing, viewer, day)
 * and `views` + 1 only when that row is new — one statement, so two requests at once count once. The
 * owner never counts (no row). A listing under moderation is its owner's alone (nobody else counts).
 */
export async function countViewOnce(
  db: Db,
  table: ListingTable,
  kind: StoredKind,
  id: number,
  viewer: { userId: number | null; key: string },
  day: string,
): Promise<void> {
  await db.execute(sql`with seen as (
      insert into ${listingViews} (kind, listing_id, viewer, day)
      select ${kind}, l.id, ${viewer.key}, ${day}::date from ${table} l
        where l.id = ${id} and l.moderation is null
          and l.owner_id is distinct from ${viewer.userId}::int
      on conflict do nothing
      returning listing_id)
    update ${table} set views = views + 1 where id in (select listing_id from seen)`);
}

/** Moves a listing to a status; `renew` also moves its expiry on and clears the reminder. */
export async function setStatus(
  db: Db,
  table: ListingTable,
  id: number,
  status: string,
  renewDays: number | null,
): Promise<void> {
  const renew =
    renewDays === null
      ? sql``
      : sql`, expires_at = now() + make_interval(days => ${renewDays}::int), expiry_reminded_at = null`;
  await db.execute(sql`update ${table} set status = ${status}, updated_at = now()${renew} where id = ${id}`);
}

/** A user's active, published listings of every kind but one, newest first, `limit` in all. */
export async function postedBy(
  db: Db,
  ownerId: number,
  except: { kind: StoredKind; id: number },
  limit: number,
) {
  const parts = Object.entries(LISTING_TABLES).map(
    ([kind, table]) =>
      sql`(select ${kind} as kind, id, title, image_urls->>0 as image_url, created_at from ${table}
        where owner_id = ${ownerId} and ${visibleActive}
          and not (${kind} = ${except.kind} and id = ${except.id})
        order by created_at desc, id desc limit ${limit})`,
  );
  return queryRows<RefRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) refs order by created_at desc, id desc limit ${limit}`,
  );
}

export interface RefRow {
  kind: StoredKind;
  id: number;
  title: string;
  image_url: string | null;
  created_at: Date | string;
}

/** Whether the listing is active and published (what may be favourited). */
export async function isVisibleActive(db: Db, table: ListingTable, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ${table} where id = ${id} and ${visibleActive}`);
  return rows.length > 0;
}

export async function addFavorite(db: Db, kind: StoredKind, listingId: number, userId: number) {
  await db.insert(listingFavorites).values({ kind, listingId, userId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, kind: StoredKind, listingId: number, userId: number) {
  await db.delete(listingFavorites).where(columnsEqual(listingFavorites, { kind, listingId, userId }));
}

/** How many users favourited the listing and whether `userId` is one of them. */
export async function favoriteState(db: Db, kind: StoredKind, listingId: number, userId: number | null) {
  const [row] = await queryRows<{ n: number | string; mine: boolean }>(
    db,
    sql`select count(*) as n, coalesce(bool_or(user_id = ${userId ?? 0}::int), false) as mine
      from ${listingFavorites} where kind = ${kind} and listing_id = ${listingId}`,
  );
  return { favorites: Number(row?.n ?? 0), favorited: userId !== null && Boolean(row?.mine) };
}

/** The user's favourites, newest first (all of them: the service keeps the visible active ones). */
export async function favoritesOf(db: Db, userId: number, limit: number) {
  return db
    .select({
      kind: listingFavorites.kind,
      listingId: listingFavorites.listingId,
      createdAt: listingFavorites.createdAt,
    })
    .from(listingFavorites)
    .where(eq(listingFavorites.userId, userId))
    .orderBy(desc(listingFavorites.createdAt))
    .limit(limit);
}

/** The active, published listings among `ids` of one kind, as short references. */
export async function refsOf(db: Db, kind: StoredKind, ids: number[]): Promise<RefRow[]> {
  if (!ids.length) return [];
  const table = LISTING_TABLES[kind];
  return queryRows<RefRow>(
    db,
    sql`select ${kind} as kind, id, title, image_urls->>0 as image_url, created_at from ${table}
      where id in ${sql`(${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`} and ${visibleActive}`,
  );
}
