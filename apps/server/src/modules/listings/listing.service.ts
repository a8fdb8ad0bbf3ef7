import {
  countWindow,
  IMAGE_EXTENSIONS,
  LIST_CAPS,
  LISTING_STATUSES,
  type ListingKind,
  type ListingStatus,
  type ListingStatusInput,
  type ListTotal,
  listTotal,
  type ModerationState,
} from "@ask/contracts";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { documentTokens } from "../../lib/search-tokens.js";
import { authorize } from "../../security/policy.js";
import { moderationOf, stateAfterWrite } from "../moderation/moderation-state.js";
import { assertPublishable } from "../moderation/words.service.js";
import { uploadIdOf } from "../uploads/uploads.service.js";
import { changeStatus, countView, detailExtras, type Viewer } from "./listing-lifecycle.service.js";
import type { ListingTable, OwnedRow, RowOf, ValuesOf } from "./listings.queries.js";
import * as q from "./listings.queries.js";

/**
 * Rules every kind of listing shares: only the owner edits or closes, images must be the owner's
 * own uploaded pictures, closed listings leave the lists (not the owner's "mine" list) and cannot
 * be edited, every write refreshes the search vector. Each kind describes itself with a ListingDef.
 */
export interface ListingDef<T extends ListingTable, In, Out> {
  kind: ListingKind;
  table: T;
  /** Column values from validated input (owner and search vector are filled here). */
  values(input: In): ValuesOf<T>;
  /** The text the site-wide search finds the listing by. */
  searchText(values: ValuesOf<T>): string;
  present(owned: OwnedRow<RowOf<T>>, viewerId: number | null): Out;
}

export interface ListPaging {
  page: number;
  page_size: number;
  mine: boolean;
}

/** Lists serve rows at most LIST_CAPS.maxOffset deep (bounded cost at any table size). */
const pageTooDeep = () =>
  new AppError(
    400,
    "page_too_deep",
    `Pages beyond the first ${LIST_CAPS.maxOffset} results are not served; narrow the filter`,
  );

export interface Page<Out> extends ListTotal {
  items: Out[];
  page: number;
  page_size: number;
}

export const listingNotFound = () =>
  new AppError(404, "listing_not_found", "This listing does not exist or was removed");

const IMAGE_MIMES = new Set(["image/jpeg", "image/png"]);

/** Pictures must be JPEG/PNG files the poster uploaded (400 not_your_upload otherwise). */
export async function assertOwnImages(db: Db, ownerId: number, urls: string[]): Promise<void> {
  const ids = urls.map(uploadIdOf);
  if (ids.some((id) => id === null)) {
    throw new AppError(400, "not_your_upload", "Pictures must be images you uploaded");
  }
  const unique = [...new Set(ids as string[])];
  const rows = await q.findUploads(db, unique);
  if (rows.length !== unique.length || rows.some((r) => r.ownerId !== ownerId)) {
    throw new AppError(400, "not_your_upload", "Pictures must be images you uploaded");
  }
  if (rows.some((r) => !IMAGE_MIMES.has(r.mime))) {
    throw new AppError(415, "invalid_file_type", `Pictures must be ${IMAGE_EXTENSIONS.join(", ")} images`);
  }
}

/** A list: the caller's own listings (closed too) with mine, else the active ones. */
export async function listListings<T extends ListingTable, In, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  viewerId: number | null,
  paging: ListPaging,
  filters: (SQL | undefined)[],
): Promise<Page<Out>> {
  const cols = q.listingColumns(def.table);
  if (paging.mine && viewerId === null) {
    throw new AppError(401, "unauthorized", "Log in to see your own listings");
  }
  // The public board: active and published (issue 17); the owner's own list: all of theirs.
  const scope =
    paging.mine && viewerId !== null
      ? eq(cols.ownerId, viewerId)
      : and(eq(cols.status, "active"), isNull(cols.moderation));
  const offset = (paging.page - 1) * paging.page_size;
  if (offset > LIST_CAPS.maxOffset) throw pageTooDeep();
  // A poster's own listings are few: counted as far as lists go; the public board a few pages ahead.
  const countUpTo = paging.mine ? LIST_CAPS.countedTotal : countWindow(offset, paging.page_size);
  const { rows, total } = await q.listListings(
    db,
    def.table,
    and(scope, ...filters),
    offset,
    paging.page_size,
    countUpTo,
  );
  return {
    items: rows.map((owned) => def.present(owned, viewerId)),
    ...listTotal(total, countUpTo),
    page: paging.page,
    page_size: paging.page_size,
  };
}

/**
 * A listing's detail with what the caller sees of it (their favourite, the poster's other listings);
 * counts the viewer's first view today (not with a null `viewSecret`: the server's own request for a
 * page, whose reader the page counts). Sold, closed and expired listings still answer (their status).
 */
export async function getListing<T extends ListingTable, In, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  viewer: Viewer,
  id: number,
  viewSecret: string | null,
): Promise<Out & Awaited<ReturnType<typeof detailExtras>>> {
  if (viewSecret !== null) await countView(db, def, id, viewer, viewSecret);
  const found = await q.findListing(db, def.table, id, viewer.userId);
  if (!found) throw listingNotFound();
  const extras = await detailExtras(db, def.kind, id, found.row.ownerId, viewer.userId);
  return { ...def.present(found, viewer.userId), ...extras };
}

/** The column values and search tokens of a create or an edit, after the checks every write passes
 * (the images are the writer's own uploads, the text may be published). */
async function checkedValues<T extends ListingTable, In extends { image_urls: string[] }, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  writerId: number,
  input: In,
) {
  await assertOwnImages(db, writerId, input.image_urls);
  const values = def.values(input);
  const verdict = await assertPublishable(db, values);
  return { values, verdict, tokens: documentTokens(def.searchText(values)) };
}

export async function createListing<T extends ListingTable, In extends { image_urls: string[] }, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  ownerId: number,
  input: In,
  lifetimeDays: number,
): Promise<Out> {
  const { values, verdict, tokens } = await checkedValues(db, def, ownerId, input);
  // A review word holds the listing for a moderator: only its owner sees it until approved.
  const moderation = stateAfterWrite(null, verdict);
  const expiresAt = new Date(Date.now() + lifetimeDays * 86_400_000);
  const id = await q.insertListing(db, def.table, ownerId, { ...values, moderation, expiresAt }, tokens);
  return present(db, def, ownerId, id);
}

/** Replaces a listing's fields (owner only; only an active listing: else 409 listing_closed, relist first). */
export async function updateListing<T extends ListingTable, In extends { image_urls: string[] }, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  callerId: number,
  id: number,
  input: In,
): Promise<Out> {
  const existing = await ownListing(db, def.table, callerId, id);
  if (existing.status !== "active") {
    throw new AppError(409, "listing_closed", "This listing is not active: relist it before editing");
  }
  const { values, verdict, tokens } = await checkedValues(db, def, callerId, input);
  // Under moderation: resubmitted (pending again, the note kept); a new review word holds it.
  const moderation = stateAfterWrite(existing.moderation, verdict);
  await q.updateListing(db, def.table, id, { ...values, moderation }, tokens);
  return present(db, def, callerId, id);
}

/**
 * The owner's status change (listing-lifecycle.service.ts changeStatus): close, sold, relist or renew.
 * Another user gets 403, an unknown id 404.
 */
export async function setListingStatus<T extends ListingTable, In, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  callerId: number,
  id: number,
  input: z.output<typeof ListingStatusInput>,
  lifetimeDays: number,
): Promise<Out> {
  await ownListing(db, def.table, callerId, id);
  await changeStatus(db, def, id, input, lifetimeDays);
  return present(db, def, callerId, id);
}

/** The listing when the caller owns it: 404 when it does not exist, 403 when it is someone else's. */
async function ownListing<T extends ListingTable>(db: Db, table: T, callerId: number, id: number) {
  const found = await q.findListing(db, table, id);
  if (!found) throw listingNotFound();
  authorize(callerId, "listing.change", { ownerId: found.row.ownerId });
  return found.row;
}

async function present<T extends ListingTable, In, Out>(
  db: Db,
  def: ListingDef<T, In, Out>,
  viewerId: number | null,
  id: number,
): Promise<Out> {
  const found = await q.findListing(db, def.table, id, viewerId);
  if (!found) throw listingNotFound();
  return def.present(found, viewerId);
}

/** The fields every listing presents the same way. */
export function presentBase(
  owned: OwnedRow<RowOf<ListingTable>>,
  viewerId: number | null,
): {
  id: number;
  title: string;
  image_urls: string[];
  created_at: string;
  updated_at: string;
  views: number;
  status: ListingStatus;
  expires_at: string | null;
  owner_id: number;
  owner_name: string;
  is_mine: boolean;
  contact: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  moderation: ModerationState;
  moderation_note: string | null;
} {
  const { row } = owned;
  return {
    id: row.id,
    title: row.title,
    image_urls: row.imageUrls,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    views: row.views,
    status: (LISTING_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ListingStatus)
      : "closed",
    // Only the owner learns when it expires (they renew it).
    expires_at: viewerId !== null && viewerId === row.ownerId ? row.expiresAt.toISOString() : null,
    owner_id: row.ownerId,
    owner_name: owned.ownerName,
    is_mine: viewerId !== null && viewerId === row.ownerId,
    contact: row.contact,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    ...moderationOf(row),
  };
}

/** Common input fields → common columns. */
export function baseValues(input: {
  title: string;
  contact: string;
  phone: string;
  image_urls: string[];
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}) {
  return {
    title: input.title,
    contact: input.contact,
    phone: input.phone,
    imageUrls: input.image_urls,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
  };
}
