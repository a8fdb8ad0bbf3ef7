import {
  fenToYuan,
  type HousekeepingInput,
  type HousekeepingItem,
  type HousekeepingList,
  type HousekeepingListQuery,
  type Job,
  type JobInput,
  type JobList,
  type JobListQuery,
  type SaleInput,
  type SaleItem,
  type SaleList,
  type SaleListQuery,
  yuanToFen,
} from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { housekeepingItems, jobs, saleItems } from "../../db/schema/index.js";
import { htmlToText, sanitizeRichText } from "../../lib/sanitize.js";
import { baseValues, type ListingDef, listListings, presentBase } from "./listing.service.js";

/** Sales, housekeeping services and jobs: simple listings filtered by one category field. */

export const saleDef: ListingDef<typeof saleItems, z.output<typeof SaleInput>, SaleItem> = {
  kind: "sales",
  table: saleItems,
  values: (input) => ({
    ...baseValues(input),
    category: input.category,
    priceFen: input.price === null ? null : yuanToFen(input.price),
    location: input.location,
    description: input.description,
  }),
  searchText: (v) => [v.title, v.location, v.description].join(" "),
  present: (owned, viewerId) => ({
    ...presentBase(owned, viewerId),
    category: owned.row.category as SaleItem["category"],
    price: owned.row.priceFen === null ? null : fenToYuan(owned.row.priceFen),
    location: owned.row.location,
    description: owned.row.description,
  }),
};

export const housekeepingDef: ListingDef<
  typeof housekeepingItems,
  z.output<typeof HousekeepingInput>,
  HousekeepingItem
> = {
  kind: "housekeeping",
  table: housekeepingItems,
  values: (input) => ({
    ...baseValues(input),
    category: input.category,
    location: input.location,
    address: input.address,
    company: input.company,
    years: input.years,
    priceFromFen: input.price_from === null ? null : yuanToFen(input.price_from),
    description: input.description,
  }),
  searchText: (v) => [v.title, v.company, v.location, v.address, v.description].join(" "),
  present: (owned, viewerId) => ({
    ...presentBase(owned, viewerId),
    category: owned.row.category as HousekeepingItem["category"],
    location: owned.row.location,
    address: owned.row.address,
    company: owned.row.company,
    years: owned.row.years,
    price_from: owned.row.priceFromFen === null ? null : fenToYuan(owned.row.priceFromFen),
    description: owned.row.description,
  }),
};

export const jobDef: ListingDef<typeof jobs, z.output<typeof JobInput>, Job> = {
  kind: "jobs",
  table: jobs,
  values: (input) => ({
    ...baseValues(input),
    jobType: input.jobType,
    labels: input.labels,
    quantity: input.quantity,
    education: input.education,
    experience: input.experience,
    address: input.address,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    talkable: input.talkable,
    // The description is shown as HTML: only the project's rich-text allowlist is kept.
    description: sanitizeRichText(input.description),
    company: input.company,
  }),
  searchText: (v) =>
    [v.title, v.company, ...(v.labels ?? []), v.address, htmlToText(v.description ?? "")].join(" "),
  present: (owned, viewerId) => {
    const r = owned.row;
    return {
      ...presentBase(owned, viewerId),
      jobType: r.jobType as Job["jobType"],
      labels: r.labels,
      quantity: r.quantity,
      education: r.education as Job["education"],
      experience: r.experience as Job["experience"],
      address: r.address,
      salary_min: r.salaryMin,
      salary_max: r.salaryMax,
      talkable: r.talkable,
      description: r.description,
      company: r.company,
    };
  },
};

export function listSales(
  db: Db,
  viewerId: number | null,
  query: z.output<typeof SaleListQuery>,
): Promise<SaleList> {
  return listListings(db, saleDef, viewerId, query, [
    query.category ? eq(saleItems.category, query.category) : undefined,
  ]);
}

export function listHousekeeping(
  db: Db,
  viewerId: number | null,
  query: z.output<typeof HousekeepingListQuery>,
): Promise<HousekeepingList> {
  return listListings(db, housekeepingDef, viewerId, query, [
    query.category ? eq(housekeepingItems.category, query.category) : undefined,
  ]);
}

export function listJobs(
  db: Db,
  viewerId: number | null,
  query: z.output<typeof JobListQuery>,
): Promise<JobList> {
  return listListings(db, jobDef, viewerId, query, [
    query.job_type ? eq(jobs.jobType, query.job_type) : undefined,
  ]);
}
