import { z } from "zod";
import { PAGE_SIZES } from "./constants.js";
import { ListTotal } from "./list-total.js";
import {
  HOUSEKEEPING_CATEGORIES,
  HOUSING_CHILD_CATEGORY_IDS,
  HOUSING_DECORATIONS,
  HOUSING_TABS,
  HOUSING_TYPES,
  JOB_TYPES,
  SALE_CATEGORIES,
} from "./listing-filters.js";
import { ModeratedFields } from "./moderated.js";
import { UploadUrl } from "./uploads.js";

/**
 * Classified listings (spec 2 "Classified screens", 3, 7): housing, sales, housekeeping, jobs.
 * Every listing has an owner; only the owner edits or closes it. Closed listings leave the lists
 * but their detail still answers (status "closed") so that shared links explain themselves.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const ListingIdParams = z.object({ id: Id });

export const LISTING_KINDS = ["housing", "sales", "housekeeping", "jobs"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
/**
 * A listing's lifecycle (issue 18): active (listed), sold (a sale item its owner sold), closed (taken
 * off by its owner), expired (its time ran out: the expiry job). Only active listings are listed,
 * searched and in the sitemap; the owner relists or renews (listing-lifecycle.ts).
 */
export const LISTING_STATUSES = ["active", "sold", "closed", "expired"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Who may post what (issue 6): sales by any logged-in user, the rest by publishers and organizations. */
export const LISTING_POSTER_ROLES: Record<ListingKind, readonly string[] | "any"> = {
  housing: ["publisher", "organization", "admin"],
  sales: "any",
  housekeeping: ["publisher", "organization", "admin"],
  jobs: ["publisher", "organization", "admin"],
};

export const LISTING_LIMITS = {
  titleMax: 80,
  textMax: 5_000,
  jobDescriptionMax: 20_000,
  maxImages: 9,
  contactMax: 40,
  phoneMax: 20,
  addressMax: 200,
} as const;

// ---------------------------------------------------------------------------------------------
export const HOUSING_ORIENTATIONS = ["south", "north", "east", "west", "south_north", "east_west"] as const;

/**
 * The cities a housing listing may be in (issue 18), short names without 市 (the web translates them,
 * namespace "classifieds", key cities.<name>). Listings stored before the list keep their city.
 */
export const HOUSING_CITIES = [
  "北京",
  "上海",
  "广州",
  "深圳",
  "杭州",
  "成都",
  "重庆",
  "天津",
  "南京",
  "武汉",
  "西安",
  "苏州",
  "长沙",
  "郑州",
  "青岛",
  "厦门",
  "宁波",
  "合肥",
  "昆明",
  "大连",
] as const;
export type HousingCity = (typeof HOUSING_CITIES)[number];

const money2 = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const Text = (max: number) => z.string().trim().max(max);
const Phone = z
  .string()
  .trim()
  .max(LISTING_LIMITS.phoneMax)
  .regex(/^[+]?[0-9 -]*$/, "only_numbers_allowed");
const Images = z.array(UploadUrl).max(LISTING_LIMITS.maxImages).default([]);
const Lat = z.number().min(-90).max(90).nullable().optional();
const Lng = z.number().min(-180).max(180).nullable().optional();

/** Fields every listing shares in responses. */
const ListingBase = z.object({
  id: z.number().int(),
  title: z.string(),
  image_urls: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  views: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  /** When an active listing expires unless renewed (ISO time); only its owner sees it, others null. */
  expires_at: z.string().nullable(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  /** True when the caller is the owner (may edit and close). */
  is_mine: z.boolean(),
  contact: z.string(),
  phone: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  ...ModeratedFields,
});

const ListPage = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.loadMore),
  /** mine=true lists the caller's own listings, closed ones too (login required). */
  mine: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

// --- Housing -----------------------------------------------------------------------------------
export const Housing = ListingBase.extend({
  category_id: z.number().int(),
  top_category_id: z.number().int(),
  /** Total price in 万 yuan (10,000 yuan). */
  price: z.number(),
  /** Yuan per m²: price × 10000 / area, rounded to whole yuan. */
  unit_price: z.number().int(),
  /** Floor area in m². */
  area: z.number(),
  room: z.number().int(),
  hall: z.number().int(),
  toilet: z.number().int(),
  orientation: z.enum(HOUSING_ORIENTATIONS),
  floor: z.string(),
  decoration: z.enum(HOUSING_DECORATIONS),
  type: z.enum(HOUSING_TYPES),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  subway: z.string(),
  facilities: z.array(z.string()),
  tag: z.string(),
  details: z.string(),
  is_verified: z.boolean(),
  has_vr: z.boolean(),
  is_urgent: z.boolean(),
  is_flat: z.boolean(),
}).meta({ id: "Housing" });
export type Housing = z.infer<typeof Housing>;

export const HousingListQuery = ListPage.extend({
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES.housing as readonly number[]).includes(n), "page_size must be 10, 20 or 50")
    .default(PAGE_SIZES.housingDefault),
  category_id: Id.optional(),
  top_category_id: Id.optional(),
  /** Region filter (spec's "area"): a city name as listed by GET /api/housing/cities. */
  city: z.string().trim().min(1).max(40).optional(),
  price_min: z.coerce.number().min(0).max(1_000_000).optional(),
  price_max: z.coerce.number().min(0).max(1_000_000).optional(),
  size_min: z.coerce.number().min(0).max(100_000).optional(),
  size_max: z.coerce.number().min(0).max(100_000).optional(),
  /** Layout: number of rooms; 3 means 3 or more. */
  room: z.coerce.number().int().min(1).max(3).optional(),
  type: z.enum(HOUSING_TYPES).optional(),
  decoration: z.enum(HOUSING_DECORATIONS).optional(),
  tab: z.enum(HOUSING_TABS).default("all"),
});
export type HousingListQuery = z.input<typeof HousingListQuery>;

export const HousingInput = z.object({
  title: Text(LISTING_LIMITS.titleMax).min(1),
  category_id: z
    .number()
    .int()
    .refine((n) => (HOUSING_CHILD_CATEGORY_IDS as number[]).includes(n), "child category"),
  price: z.number().positive().max(1_000_000).refine(money2, "at most 2 decimals"),
  area: z.number().positive().max(100_000).refine(money2, "at most 2 decimals"),
  room: z.number().int().min(0).max(20),
  hall: z.number().int().min(0).max(20),
  toilet: z.number().int().min(0).max(20),
  orientation: z.enum(HOUSING_ORIENTATIONS),
  floor: Text(40).default(""),
  decoration: z.enum(HOUSING_DECORATIONS),
  type: z.enum(HOUSING_TYPES),
  /** One of HOUSING_CITIES (issue 18: free text split "北京" and "北京市"). */
  city: z.enum(HOUSING_CITIES),
  district: Text(40).default(""),
  address: Text(LISTING_LIMITS.addressMax).default(""),
  subway: Text(100).default(""),
  facilities: z.array(Text(20).min(1)).max(20).default([]),
  tag: Text(20).default(""),
  details: Text(LISTING_LIMITS.textMax).default(""),
  contact: Text(LISTING_LIMITS.contactMax).min(1),
  phone: Phone.default(""),
  image_urls: Images,
  is_urgent: z.boolean().default(false),
  has_vr: z.boolean().default(false),
  is_flat: z.boolean().default(false),
  lat: Lat,
  lng: Lng,
});
export type HousingInput = z.input<typeof HousingInput>;

// --- Sales -------------------------------------------------------------------------------------

export const SaleItem = ListingBase.extend({
  category: z.enum(SALE_CATEGORIES),
  /** Asking price in yuan; null = negotiable. */
  price: z.number().nullable(),
  location: z.string(),
  description: z.string(),
}).meta({ id: "SaleItem" });
export type SaleItem = z.infer<typeof SaleItem>;

export const SaleListQuery = ListPage.extend({ category: z.enum(SALE_CATEGORIES).optional() });
export type SaleListQuery = z.input<typeof SaleListQuery>;

export const SaleInput = z.object({
  title: Text(LISTING_LIMITS.titleMax).min(1),
  category: z.enum(SALE_CATEGORIES),
  price: z.number().min(0).max(1_000_000).refine(money2, "at most 2 decimals").nullable().default(null),
  location: Text(100).default(""),
  description: Text(LISTING_LIMITS.textMax).default(""),
  contact: Text(LISTING_LIMITS.contactMax).min(1),
  phone: Phone.default(""),
  image_urls: Images,
  lat: Lat,
  lng: Lng,
});
export type SaleInput = z.input<typeof SaleInput>;

// --- Housekeeping ------------------------------------------------------------------------------

export const HousekeepingItem = ListingBase.extend({
  category: z.enum(HOUSEKEEPING_CATEGORIES),
  location: z.string(),
  address: z.string(),
  company: z.string(),
  /** Years in business. */
  years: z.number().int(),
  /** Starting price in yuan; null = on request. */
  price_from: z.number().nullable(),
  description: z.string(),
}).meta({ id: "HousekeepingItem" });
export type HousekeepingItem = z.infer<typeof HousekeepingItem>;

export const HousekeepingListQuery = ListPage.extend({
  category: z.enum(HOUSEKEEPING_CATEGORIES).optional(),
});
export type HousekeepingListQuery = z.input<typeof HousekeepingListQuery>;

export const HousekeepingInput = z.object({
  title: Text(LISTING_LIMITS.titleMax).min(1),
  category: z.enum(HOUSEKEEPING_CATEGORIES),
  location: Text(100).default(""),
  address: Text(LISTING_LIMITS.addressMax).default(""),
  company: Text(80).default(""),
  years: z.number().int().min(0).max(100).default(0),
  price_from: z.number().min(0).max(1_000_000).refine(money2, "at most 2 decimals").nullable().default(null),
  description: Text(LISTING_LIMITS.textMax).default(""),
  contact: Text(LISTING_LIMITS.contactMax).min(1),
  phone: Phone.default(""),
  image_urls: Images,
  lat: Lat,
  lng: Lng,
});
export type HousekeepingInput = z.input<typeof HousekeepingInput>;

// --- Jobs --------------------------------------------------------------------------------------
export const JOB_EDUCATION = ["any", "high_school", "college", "bachelor", "master", "phd"] as const;
export const JOB_EXPERIENCE = ["any", "lt1", "1to3", "3to5", "5to10", "gt10"] as const;

export const Job = ListingBase.extend({
  jobType: z.enum(JOB_TYPES),
  labels: z.array(z.string()),
  /** Headcount. */
  quantity: z.number().int(),
  education: z.enum(JOB_EDUCATION),
  experience: z.enum(JOB_EXPERIENCE),
  address: z.string(),
  /** Monthly salary range in yuan. */
  salary_min: z.number().int(),
  salary_max: z.number().int(),
  /** Whether the employer accepts chat (the chat button shows only then). */
  talkable: z.boolean(),
  /** Sanitized HTML. */
  description: z.string(),
  company: z.string(),
}).meta({ id: "Job" });
export type Job = z.infer<typeof Job>;

export const JobListQuery = ListPage.extend({
  /** The kind of job (full time, part time, internship, temporary). */
  job_type: z.enum(JOB_TYPES).optional(),
  /** A city or district: jobs whose address contains it (jobs have no city field of their own). */
  city: z.string().trim().min(1).max(40).optional(),
  /** Monthly salary range in yuan: jobs whose range overlaps [salary_min, salary_max]. */
  salary_min: z.coerce.number().int().min(0).max(10_000_000).optional(),
  salary_max: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type JobListQuery = z.input<typeof JobListQuery>;

export const JobInput = z
  .object({
    title: Text(LISTING_LIMITS.titleMax).min(1),
    jobType: z.enum(JOB_TYPES),
    labels: z.array(Text(20).min(1)).max(10).default([]),
    quantity: z.number().int().min(1).max(10_000).default(1),
    education: z.enum(JOB_EDUCATION).default("any"),
    experience: z.enum(JOB_EXPERIENCE).default("any"),
    address: Text(LISTING_LIMITS.addressMax).default(""),
    salary_min: z.number().int().min(0).max(10_000_000),
    salary_max: z.number().int().min(0).max(10_000_000),
    talkable: z.boolean().default(true),
    description: z.string().max(LISTING_LIMITS.jobDescriptionMax).default(""),
    company: Text(80).min(1),
    contact: Text(LISTING_LIMITS.contactMax).min(1),
    phone: Phone.default(""),
    image_urls: Images,
    lat: Lat,
    lng: Lng,
  })
  .refine((j) => j.salary_max >= j.salary_min, {
    message: "salary_max below salary_min",
    path: ["salary_max"],
  });
export type JobInput = z.input<typeof JobInput>;

// --- Lists -------------------------------------------------------------------------------------
const pageOf = <T extends z.ZodType>(item: T) =>
  ListTotal.extend({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
  });
export const HousingList = pageOf(Housing);
export type HousingList = z.infer<typeof HousingList>;
export const SaleList = pageOf(SaleItem);
export type SaleList = z.infer<typeof SaleList>;
export const HousekeepingList = pageOf(HousekeepingItem);
export type HousekeepingList = z.infer<typeof HousekeepingList>;
export const JobList = pageOf(Job);
export type JobList = z.infer<typeof JobList>;
export const HousingCities = z.object({
  items: z.array(z.object({ city: z.string(), count: z.number().int() })),
});
export type HousingCities = z.infer<typeof HousingCities>;
