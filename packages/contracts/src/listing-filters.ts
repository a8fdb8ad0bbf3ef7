/**
 * The listing kinds' categories and the filters their list screens offer, without zod: the web's entry
 * chunk (app/early-data.ts) builds the lists' first requests from them (listing-list-params.ts), and
 * the schemas in listings.ts use them.
 */

// Housing categories: parents and children with fixed ids (names are translated in the web app).
export const HOUSING_CATEGORIES = [
  { id: 1, key: "resale", parent_id: null },
  { id: 11, key: "resale_standard", parent_id: 1 },
  { id: 12, key: "resale_school", parent_id: 1 },
  { id: 2, key: "new_home", parent_id: null },
  { id: 21, key: "new_presale", parent_id: 2 },
  { id: 22, key: "new_ready", parent_id: 2 },
  { id: 3, key: "commercial", parent_id: null },
  { id: 31, key: "commercial_shop", parent_id: 3 },
  { id: 32, key: "commercial_office", parent_id: 3 },
] as const;
export const HOUSING_CHILD_CATEGORY_IDS = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null).map(
  (c) => c.id,
);
export const HOUSING_TYPES = ["residential", "apartment", "villa"] as const;
export const HOUSING_DECORATIONS = ["rough", "simple", "fine"] as const;
export const HOUSING_TABS = ["all", "verified", "vr", "urgent", "flat"] as const;
export type HousingTab = (typeof HOUSING_TABS)[number];
/** Filter buckets the list screen offers (3 options each, spec 2). Prices in 万 yuan, sizes in m². */
export const HOUSING_PRICE_BUCKETS = [
  { key: "lt200", max: 200 },
  { key: "200to500", min: 200, max: 500 },
  { key: "gt500", min: 500 },
] as const;
export const HOUSING_SIZE_BUCKETS = [
  { key: "lt60", max: 60 },
  { key: "60to120", min: 60, max: 120 },
  { key: "gt120", min: 120 },
] as const;
/** Layout filter: 1, 2, or 3 meaning "3 rooms or more". */
export const HOUSING_ROOM_OPTIONS = [1, 2, 3] as const;

export const SALE_CATEGORIES = ["electronics", "furniture", "daily"] as const;
export type SaleCategory = (typeof SALE_CATEGORIES)[number];

export const HOUSEKEEPING_CATEGORIES = ["cleaning", "maternity", "moving", "repair"] as const;
export type HousekeepingCategory = (typeof HOUSEKEEPING_CATEGORIES)[number];

export const JOB_TYPES = ["full_time", "part_time", "internship", "temporary"] as const;

/** Salary filter buckets the /jobs screen offers (monthly yuan; a job matches when its range overlaps). */
export const JOB_SALARY_BUCKETS = [
  { key: "lt5k", max: 5_000 },
  { key: "5to10k", min: 5_000, max: 10_000 },
  { key: "10to20k", min: 10_000, max: 20_000 },
  { key: "gt20k", min: 20_000 },
] as const;
