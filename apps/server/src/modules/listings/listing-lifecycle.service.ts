import { createHmac } from "node:crypto";
import {
  FAVORITES_SHOWN,
  type FavoriteList,
  type FavoriteState,
  LISTING_SOLD_KINDS,
  type ListingKind,
  type ListingRef,
  type ListingStatusInput,
  POSTER_LISTINGS_SHOWN,
} from "@ask/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { ListingDef } from "./listing.service.js";
import { dayIn, KIND_OF, STORED_KIND, type StoredKind } from "./listing-kinds.js";
import * as lq from "./listing-lifecycle.queries.js";
import type { ListingTable } from "./listings.queries.js";

/** Who is looking at a listing: the signed-in user, or an anonymous visitor's address and browser. */
export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/**
 * The key a view is counted under: the user id for a signed-in user, else an HMAC of the address and
 * browser under a server secret (no address is stored, and the key cannot be reversed by guessing).
 */
export function viewerKey(secret: string, viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHmac("sha256", secret).update(`${viewer.ip}\n${viewer.userAgent}`).digest("base64url");
  return `a:${digest.slice(0, 32)}`;
}

/** The key of the HMAC that anonymous viewers are counted under, derived from the server's secret. */
export const listingViewSecret = (jwtSecret: string) =>
  createHmac("sha256", jwtSecret).update("listing-views").digest("hex");

/** Counts the viewer's first view of the listing today (the owner's never). */
export function countView(
  db: Db,
  def: { kind: ListingKind; table: ListingTable },
  id: number,
  viewer: Viewer,
  secret: string,
) {
  return lq.countViewOnce(
    db,
    def.table,
    STORED_KIND[def.kind],
    id,
    { userId: viewer.userId, key: viewerKey(secret, viewer) },
    dayIn(new Date()),
  );
}

const toRef = (row: lq.RefRow): ListingRef => ({
  kind: KIND_OF[row.kind],
  id: Number(row.id),
  title: row.title,
  image_url: row.image_url,
  created_at: new Date(row.created_at).toISOString(),
});

/** What a detail adds for the caller: their favourite, the count, the poster's other listings. */
export async function detailExtras(
  db: Db,
  kind: ListingKind,
  id: number,
  ownerId: number,
  callerId: number | null,
) {
  const stored = STORED_KIND[kind];
  const [state, others] = await Promise.all([
    lq.favoriteState(db, stored, id, callerId),
    lq.postedBy(db, ownerId, { kind: stored, id }, POSTER_LISTINGS_SHOWN),
  ]);
  return { ...state, poster_listings: others.map(toRef) };
}

/**
 * The status change an owner asks for, after the rules: "sold" only for the kinds that sell
 * (400 status_not_allowed); "active" relists or renews (a new lifetime), the others keep the expiry.
 * A listing under moderation keeps its moderation state, so relisting never shows it to others.
 */
export async function changeStatus(
  db: Db,
  def: { kind: ListingKind; table: ListingTable },
  id: number,
  input: z.output<typeof ListingStatusInput>,
  lifetimeDays: number,
): Promise<void> {
  if (input.status === "sold" && !LISTING_SOLD_KINDS.includes(def.kind)) {
    throw new AppError(
      400,
      "status_not_allowed",
      "Only sale items can be marked sold; close this listing instead",
    );
  }
  await lq.setStatus(db, def.table, id, input.status, input.status === "active" ? lifetimeDays : null);
}

const cannotFavorite = () =>
  new AppError(404, "listing_not_found", "This listing does not exist or is no longer active");

/** Favourites (on) or unfavourites a listing; only visible active listings can be favourited. */
export async function setFavorite<T extends ListingTable, In, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  userId: number,
  id: number,
  on: boolean,
): Promise<FavoriteState> {
  const stored = STORED_KIND[def.kind];
  if (on) {
    if (!(await lq.isVisibleActive(db, def.table, id))) throw cannotFavorite();
    await lq.addFavorite(db, stored, id, userId);
  } else {
    await lq.removeFavorite(db, stored, id, userId);
  }
  return lq.favoriteState(db, stored, id, userId);
}

/** The caller's favourites that are still active and visible, newest favourite first. */
export async function listFavorites(db: Db, userId: number): Promise<FavoriteList> {
  const favorites = await lq.favoritesOf(db, userId, FAVORITES_SHOWN);
  const byKind = new Map<StoredKind, number[]>();
  for (const f of favorites) {
    const kind = f.kind as StoredKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), f.listingId]);
  }
  const refs = (await Promise.all([...byKind].map(([kind, ids]) => lq.refsOf(db, kind, ids)))).flat();
  const found = new Map(refs.map((r) => [`${r.kind}:${r.id}`, r]));
  return {
    items: favorites.flatMap((f) => {
      const ref = found.get(`${f.kind}:${f.listingId}`);
      return ref ? [{ ...toRef(ref), favorited_at: f.createdAt.toISOString() }] : [];
    }),
  };
}
