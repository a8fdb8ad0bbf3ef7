import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, tsvectorFromTokens } from "../../db/rows.js";
import {
  type housekeepingItems,
  housing,
  type jobs,
  type saleItems,
  uploads,
  users,
} from "../../db/schema/index.js";
import { shownTo } from "../moderation/moderation-state.js";

/** The four listing tables share their common columns (owner, status, contact, images, …). */
export type ListingTable = typeof housing | typeof saleItems | typeof housekeepingItems | typeof jobs;
export type RowOf<T extends ListingTable> = T["$inferSelect"];
/** Insert values without the columns the service fills itself. */
export type ValuesOf<T extends ListingTable> = Omit<T["$inferInsert"], "ownerId" | "searchVector">;
export interface OwnedRow<R> {
  row: R;
  ownerName: string;
}

// Drizzle cannot build queries over a union of tables, so the common columns are read through one of
// them: every listing table has the same common columns, and the rows are typed back by the caller.
const common = (table: ListingTable) => table as typeof saleItems;

/**
 * The listing; with `viewerId` given (null: anonymous) only when that viewer may see it — a listing
 * under moderation (issue 17) only its owner. Without it, any listing (the owner's checks).
 */
export async function findListing<T extends ListingTable>(
  db: Db,
  table: T,
  id: number,
  viewerId?: number | null,
): Promise<OwnedRow<RowOf<T>> | undefined> {
  const t = common(table);
  const rows = await db
    .select({ row: t, ownerName: users.username })
    .from(t)
    .innerJoin(users, eq(users.id, t.ownerId))
    .where(viewerId === undefined ? eq(t.id, id) : and(eq(t.id, id), shownListing(table, viewerId)))
    .limit(1);
  return rows[0] as OwnedRow<RowOf<T>> | undefined;
}

/** A page of listings, newest first (created_at desc, id desc: the list indexes' order). */
/** Newest first, as the list indexes sort (status, created_at desc nulls last, id desc nulls last). */
const newestFirst = (t: ReturnType<typeof common>) => [
  sql`${t.createdAt} desc nulls last`,
  sql`${t.id} desc nulls last`,
];

export async function listListings<T extends ListingTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  offset: number,
  limit: number,
  countUpTo: number,
): Promise<{ rows: OwnedRow<RowOf<T>>[]; total: number }> {
  const t = common(table);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: t, ownerName: users.username })
      .from(t)
      .innerJoin(users, eq(users.id, t.ownerId))
      .where(where)
      .orderBy(...newestFirst(t))
      .offset(offset)
      .limit(limit),
    // Counted in the list's order and only a few pages ahead (countWindow): bounded at any size.
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(t)
        .where(where)
        .orderBy(...newestFirst(t))
        .limit(countUpTo + 1)
        .as("capped"),
    ),
  ]);
  return { rows: rows as OwnedRow<RowOf<T>>[], total: Number(totals[0]?.n ?? 0) };
}

/** Conditions on the common columns. */
export const listingColumns = (table: ListingTable) => {
  const t = common(table);
  return { id: t.id, ownerId: t.ownerId, status: t.status, moderation: t.moderation };
};

/** Published, or the viewer's own (a listing under moderation is its owner's alone). */
const shownListing = (table: ListingTable, viewerId: number | null) => {
  const t = common(table);
  return shownTo(t.moderation, t.ownerId, viewerId);
};

export async function insertListing<T extends ListingTable>(
  db: Db,
  table: T,
  ownerId: number,
  values: ValuesOf<T>,
  tokens: string[],
): Promise<number> {
  const t = common(table);
  const [row] = await db
    .insert(t)
    .values({ ...(values as ValuesOf<typeof saleItems>), ownerId, searchVector: tsvectorFromTokens(tokens) })
    .returning({ id: t.id });
  if (!row) throw new Error("listing was not stored");
  return row.id;
}

export async function updateListing<T extends ListingTable>(
  db: Db,
  table: T,
  id: number,
  values: ValuesOf<T>,
  tokens: string[],
): Promise<void> {
  const t = common(table);
  await db
    .update(t)
    .set({
      ...(values as ValuesOf<typeof saleItems>),
      searchVector: tsvectorFromTokens(tokens),
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id));
}

export async function findUploads(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: uploads.id, ownerId: uploads.ownerId, mime: uploads.mime })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

/** Cities of active, published housing listings with how many each has, most first. */
export async function housingCities(db: Db): Promise<{ city: string; count: number }[]> {
  const rows = await queryRows<{ city: string; count: number | string }>(
    db,
    sql`select ${housing.city} as city, count(*) as count from ${housing}
      where ${housing.status} = 'active' and ${housing.moderation} is null group by ${housing.city} order by count(*) desc, ${housing.city}`,
  );
  return rows.map((r) => ({ city: r.city, count: Number(r.count) }));
}
