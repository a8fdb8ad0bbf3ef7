import { z } from "zod";
import { HousekeepingItem, Housing, Job, LISTING_KINDS, type ListingKind, SaleItem } from "./listings.js";

/**
 * A listing's lifecycle (issue 18). The owner changes its status with
 * POST /api/{kind}/{id}/status {status}: "closed" takes it off the lists, "sold" the same for a sale
 * item (LISTING_SOLD_KINDS), "active" relists a sold, closed or expired listing — or renews an active
 * one: either way it then expires LISTING_LIFETIME_DAYS from now and its owner is reminded again
 * before. Listings under moderation stay hidden whatever their status. Signed-in users favourite
 * visible active listings (PUT/DELETE /api/{kind}/{id}/favorite, GET /api/listings/favorites).
 */

/** The kinds a listing of which can be marked sold (the others are closed). */
export const LISTING_SOLD_KINDS: readonly ListingKind[] = ["sales"];

export const ListingStatusInput = z.object({
  status: z.enum(["active", "closed", "sold"]).describe("active: relist or renew; closed; sold (sale items)"),
});
export type ListingStatusInput = z.input<typeof ListingStatusInput>;

/** Another listing in a short list: the poster's other listings, the caller's favourites. */
export const ListingRef = z.object({
  kind: z.enum(LISTING_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The cover picture, or null. */
  image_url: z.string().nullable(),
  created_at: z.string(),
});
export type ListingRef = z.infer<typeof ListingRef>;

/** How many of the poster's other active listings a detail shows (all kinds, newest first). */
export const POSTER_LISTINGS_SHOWN = 6;

/** What a detail answers beyond the listing itself. */
const DetailExtras = {
  /** Whether the caller favourited it (false for anonymous callers). */
  favorited: z.boolean(),
  /** How many users favourited it. */
  favorites: z.number().int(),
  /** The poster's other active, published listings of every kind, newest first. */
  poster_listings: z.array(ListingRef),
};

export const HousingDetail = Housing.extend(DetailExtras).meta({ id: "HousingDetail" });
export type HousingDetail = z.infer<typeof HousingDetail>;
export const SaleDetail = SaleItem.extend(DetailExtras).meta({ id: "SaleDetail" });
export type SaleDetail = z.infer<typeof SaleDetail>;
export const HousekeepingDetail = HousekeepingItem.extend(DetailExtras).meta({ id: "HousekeepingDetail" });
export type HousekeepingDetail = z.infer<typeof HousekeepingDetail>;
export const JobDetail = Job.extend(DetailExtras).meta({ id: "JobDetail" });
export type JobDetail = z.infer<typeof JobDetail>;

export const FavoriteState = z.object({ favorited: z.boolean(), favorites: z.number().int() });
export type FavoriteState = z.infer<typeof FavoriteState>;

/** The caller's favourites that are still active and visible, newest favourite first. */
export const FavoriteList = z.object({
  items: z.array(ListingRef.extend({ favorited_at: z.string() })),
});
export type FavoriteList = z.infer<typeof FavoriteList>;

/** How many favourites GET /api/listings/favorites answers at most. */
export const FAVORITES_SHOWN = 100;
