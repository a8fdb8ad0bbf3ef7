import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  heldIndex,
  MODERATION_STATES_SQL,
  moderationColumns,
  serialId,
  timestampTz,
  updatedAt,
  userRef,
} from "./columns.js";
import { tsvector } from "./questions.js";

/**
 * Classified listings. One table per kind (their filters differ), the same common columns in each:
 * owner, status (active | sold | closed | expired: issue 18's lifecycle), when it expires and whether
 * its owner was reminded, contact, images, optional position for "x km away", a
 * search vector for the site-wide search, and timestamps. Lists read only active rows, newest first.
 */
/** The states a listing may be in (issue 18): only `active` ones are listed, searched and in the sitemap. */
export const LISTING_STATUSES_SQL = "('active','sold','closed','expired')";

/** Active listings by expiry: the expiry job's reminder and expiry passes walk it. */
const expiryIndex = (table: string, t: { expiresAt: AnyPgColumn; status: AnyPgColumn }) =>
  index(`${table}_expiry_idx`).on(t.expiresAt).where(sql`${t.status} = 'active'`);

const common = () => ({
  id: serialId(),
  ownerId: userRef("owner_id"),
  status: text("status").notNull().default("active"),
  title: text("title").notNull(),
  contact: text("contact").notNull(),
  phone: text("phone").notNull().default(""),
  imageUrls: jsonb("image_urls").$type<string[]>().notNull().default([]),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  views: integer("views").notNull().default(0),
  /** An active listing past this moment is expired by the expiry job; renewing moves it on. */
  expiresAt: timestampTz("expires_at").notNull().default(sql`now() + interval '30 days'`),
  /** When the owner was told the listing expires soon (null: not yet, or renewed since). */
  expiryRemindedAt: timestampTz("expiry_reminded_at"),
  searchVector: tsvector("search_vector").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Moderation state (null: published), see columns.ts. */
  ...moderationColumns(),
});

export const housing = pgTable(
  "housing",
  {
    ...common(),
    categoryId: integer("category_id").notNull(),
    topCategoryId: integer("top_category_id").notNull(),
    /** Total price in 万 yuan with 2 decimals. */
    priceWan: numeric("price_wan", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** m² with 2 decimals. */
    area: numeric("area", { precision: 10, scale: 2, mode: "number" }).notNull(),
    room: smallint("room").notNull(),
    hall: smallint("hall").notNull(),
    toilet: smallint("toilet").notNull(),
    orientation: text("orientation").notNull(),
    floor: text("floor").notNull().default(""),
    decoration: text("decoration").notNull(),
    type: text("type").notNull(),
    city: text("city").notNull(),
    district: text("district").notNull().default(""),
    address: text("address").notNull().default(""),
    subway: text("subway").notNull().default(""),
    facilities: jsonb("facilities").$type<string[]>().notNull().default([]),
    tag: text("tag").notNull().default(""),
    details: text("details").notNull().default(""),
    isVerified: boolean("is_verified").notNull().default(false),
    hasVr: boolean("has_vr").notNull().default(false),
    isUrgent: boolean("is_urgent").notNull().default(false),
    isFlat: boolean("is_flat").notNull().default(false),
  },
  (t) => [
    index("housing_list_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("housing_category_idx").on(t.categoryId, t.createdAt.desc()),
    index("housing_top_category_idx").on(t.topCategoryId, t.createdAt.desc()),
    index("housing_price_idx").on(t.priceWan),
    index("housing_owner_idx").on(t.ownerId),
    index("housing_search_idx").using("gin", t.searchVector).where(sql`${t.status} = 'active'`),
    check("housing_status_ck", sql`${t.status} in ${sql.raw(LISTING_STATUSES_SQL)}`),
    heldIndex("housing", t),
    expiryIndex("housing", t),
    check("housing_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    check("housing_positive_ck", sql`${t.priceWan} > 0 and ${t.area} > 0`),
  ],
);

export const saleItems = pgTable(
  "sale_items",
  {
    ...common(),
    category: text("category").notNull(),
    /** Asking price in fen; null = negotiable. */
    priceFen: bigint("price_fen", { mode: "number" }),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [
    index("sale_items_list_idx").on(t.category, t.status, t.createdAt.desc(), t.id.desc()),
    // Site-wide search walks the newest active items of every category (search.queries.ts); its GIN
    // indexes hold only active listings (the only ones it shows), so a word common among closed ones
    // costs nothing.
    index("sale_items_recent_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("sale_items_owner_idx").on(t.ownerId),
    index("sale_items_search_idx").using("gin", t.searchVector).where(sql`${t.status} = 'active'`),
    check("sale_items_status_ck", sql`${t.status} in ${sql.raw(LISTING_STATUSES_SQL)}`),
    heldIndex("sale_items", t),
    expiryIndex("sale_items", t),
    check("sale_items_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
  ],
);

export const housekeepingItems = pgTable(
  "housekeeping_items",
  {
    ...common(),
    category: text("category").notNull(),
    location: text("location").notNull().default(""),
    address: text("address").notNull().default(""),
    company: text("company").notNull().default(""),
    years: smallint("years").notNull().default(0),
    priceFromFen: bigint("price_from_fen", { mode: "number" }),
    description: text("description").notNull().default(""),
  },
  (t) => [
    index("housekeeping_items_list_idx").on(t.category, t.status, t.createdAt.desc(), t.id.desc()),
    index("housekeeping_items_recent_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("housekeeping_items_owner_idx").on(t.ownerId),
    index("housekeeping_items_search_idx").using("gin", t.searchVector).where(sql`${t.status} = 'active'`),
    check("housekeeping_items_status_ck", sql`${t.status} in ${sql.raw(LISTING_STATUSES_SQL)}`),
    heldIndex("housekeeping_items", t),
    expiryIndex("housekeeping_items", t),
    check("housekeeping_items_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    ...common(),
    jobType: text("job_type").notNull(),
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    quantity: integer("quantity").notNull().default(1),
    education: text("education").notNull().default("any"),
    experience: text("experience").notNull().default("any"),
    address: text("address").notNull().default(""),
    salaryMin: integer("salary_min").notNull(),
    salaryMax: integer("salary_max").notNull(),
    talkable: boolean("talkable").notNull().default(true),
    /** Sanitized HTML. */
    description: text("description").notNull().default(""),
    company: text("company").notNull(),
  },
  (t) => [
    index("jobs_list_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("jobs_owner_idx").on(t.ownerId),
    index("jobs_search_idx").using("gin", t.searchVector).where(sql`${t.status} = 'active'`),
    check("jobs_status_ck", sql`${t.status} in ${sql.raw(LISTING_STATUSES_SQL)}`),
    heldIndex("jobs", t),
    expiryIndex("jobs", t),
    check("jobs_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    check("jobs_salary_ck", sql`${t.salaryMax} >= ${t.salaryMin}`),
  ],
);

/** The four listing kinds as the views and favourites tables name them. */
export const LISTING_KINDS_SQL = "('housing','sale','housekeeping','job')";

/**
 * Who viewed a listing on which day (issue 18): a listing's `views` grows only when a row is inserted
 * here, so each viewer (a user id, or a hash of an anonymous visitor) counts once per day; the owner
 * does not count. Old days are pruned by the expiry job.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    kind: text("kind").notNull(),
    listingId: integer("listing_id").notNull(),
    viewer: text("viewer").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.listingId, t.viewer, t.day] }),
    index("listing_views_day_idx").on(t.day),
    check("listing_views_kind_ck", sql`${t.kind} in ${sql.raw(LISTING_KINDS_SQL)}`),
  ],
);

/** A user's favourite listing (issue 18), once per user and listing, listed per user by time. */
export const listingFavorites = pgTable(
  "listing_favorites",
  {
    kind: text("kind").notNull(),
    listingId: integer("listing_id").notNull(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.listingId, t.userId] }),
    index("listing_favorites_user_idx").on(t.userId, t.createdAt),
    check("listing_favorites_kind_ck", sql`${t.kind} in ${sql.raw(LISTING_KINDS_SQL)}`),
  ],
);
