import { DEFAULT_TIME_ZONE, type ListingKind } from "@ask/contracts";
import { housekeepingItems, housing, jobs, saleItems } from "../../db/schema/index.js";
import type { ListingTable } from "./listings.queries.js";

/** The kinds as the views and favourites tables name them (schema/listings.ts LISTING_KINDS_SQL). */
export type StoredKind = "housing" | "sale" | "housekeeping" | "job";

export const STORED_KIND: Record<ListingKind, StoredKind> = {
  housing: "housing",
  sales: "sale",
  housekeeping: "housekeeping",
  jobs: "job",
};

export const KIND_OF: Record<StoredKind, ListingKind> = {
  housing: "housing",
  sale: "sales",
  housekeeping: "housekeeping",
  job: "jobs",
};

export const LISTING_TABLES: Record<StoredKind, ListingTable> = {
  housing,
  sale: saleItems,
  housekeeping: housekeepingItems,
  job: jobs,
};

/** A day (YYYY-MM-DD) in the product's time zone: listing views count once per viewer and such a day. */
export const dayIn = (at: Date, timeZone = DEFAULT_TIME_ZONE) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
