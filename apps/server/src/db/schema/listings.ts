import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  heldIndex,
  MODERATION_STATES_SQL,
  moderationColumns,
  serialId,
  updatedAt,
  userRef,
} from "./columns.js";
import { tsvector } from "./questions.js";

/**
 * Classified listings. One table per kind (their filters differ), the same common columns in each:
 * owner, status (active | closed), contact, images, optional position for "x km away", a
 * search vector for the site-wide search, and timestamps. Lists read only active rows, newest first.
 */
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
    check("housing_status_ck", sql`${t.status} in ('active','closed')`),
    heldIndex("housing", t),
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
    check("sale_items_status_ck", sql`${t.status} in ('active','closed')`),
    heldIndex("sale_items", t),
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
    check("housekeeping_items_status_ck", sql`${t.status} in ('active','closed')`),
    heldIndex("housekeeping_items", t),
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
    check("jobs_status_ck", sql`${t.status} in ('active','closed')`),
    heldIndex("jobs", t),
    check("jobs_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    check("jobs_salary_ck", sql`${t.salaryMax} >= ${t.salaryMin}`),
  ],
);
