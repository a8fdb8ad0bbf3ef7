import { type SQL, sql } from "drizzle-orm";

/**
 * What the sitemap lists, one source per kind of public page: the rows a visitor without an account
 * can open (public, not deleted, not under moderation, listings still active), each with its
 * canonical in-app path and when it last changed. Sitemap files cover fixed id ranges
 * (SITEMAP_FILE_IDS ids each), so a file is one primary-key range scan however large the table
 * grows, and a file never holds more than the 50,000 URLs the protocol allows.
 */
export interface SitemapSource {
  kind: string;
  table: string;
  visible: SQL;
  lastmod: SQL;
  /** The canonical in-app path of a row is this prefix followed by its id. */
  pathPrefix: string;
}

export const SITEMAP_FILE_IDS = 50_000;

const listing = (kind: string, table: string, page: string): SitemapSource => ({
  kind,
  table,
  visible: sql`status = 'active' and moderation is null`,
  lastmod: sql`updated_at`,
  pathPrefix: `/${page}?id=`,
});

export const SITEMAP_SOURCES: SitemapSource[] = [
  {
    kind: "questions",
    table: "questions",
    visible: sql`is_public and deleted_at is null and moderation is null`,
    lastmod: sql`greatest(created_at, coalesce(edited_at, created_at))`,
    pathPrefix: "/question?id=",
  },
  listing("housing", "housing", "houseDetail"),
  listing("sales", "sale_items", "saleDetail"),
  listing("housekeeping", "housekeeping_items", "housekeepingDetail"),
  listing("jobs", "jobs", "jobDetail"),
  {
    kind: "merchants",
    table: "merchants",
    visible: sql`true`,
    lastmod: sql`created_at`,
    pathPrefix: "/merchants/",
  },
  {
    kind: "products",
    table: "products",
    visible: sql`active and moderation is null`,
    lastmod: sql`created_at`,
    pathPrefix: "/product?id=",
  },
];

/** The public list pages, always in the sitemap. */
export const STATIC_PATHS = [
  "/home",
  "/questions",
  "/categories",
  "/houses",
  "/sales",
  "/housekeeping",
  "/store",
];
