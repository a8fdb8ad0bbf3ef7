import {
  fenToYuan,
  type HousekeepingInput,
  type HousekeepingItem,
  type HousekeepingListQuery,
  type Job,
  type JobInput,
  type JobListQuery,
  type SaleInput,
  type SaleItem,
  type SaleListQuery,
  yuanToFen,
} from "@ask/contracts";
import { and, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { housekeepingItems, jobs, saleItems } from "../../db/schema/index.js";
import { containsPattern } from "../../lib/like-pattern.js";
import { htmlToText, sanitizeRichText } from "../../lib/sanitize.js";
import {
  baseValues,
  type ListingDef,
  type ListPaging,
  listListings,
  type Page,
  presentBase,
} from "./listing.service.js";
import type { ListingTable } from "./listings.queries.js";

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

/** A kind's public list: the common scope and paging of listListings plus the kind's own filter. */
function lister<T extends ListingTable, In, Out, Q extends ListPaging>(
  def: ListingDef<T, In, Out>,
  filter: (query: Q) => SQL | undefined,
) {
  return (db: Db, viewerId: number | null, query: Q): Promise<Page<Out>> =>
    listListings(db, def, viewerId, query, [filter(query)]);
}

export const listSales = lister(saleDef, (query: z.output<typeof SaleListQuery>) =>
  query.category ? eq(saleItems.category, query.category) : undefined,
);

export const listHousekeeping = lister(housekeepingDef, (query: z.output<typeof HousekeepingListQuery>) =>
  query.category ? eq(housekeepingItems.category, query.category) : undefined,
);

/**
 * /jobs filters: the kind of job, a city (jobs hold only a free-text address, so a job matches when its
 * address contains the words) and a salary range (the job's range overlaps the one asked for).
 */
export const listJobs = lister(jobDef, (query: z.output<typeof JobListQuery>) =>
  and(
    query.job_type ? eq(jobs.jobType, query.job_type) : undefined,
    query.city ? ilike(jobs.address, containsPattern(query.city)) : undefined,
    query.salary_min === undefined ? undefined : gte(jobs.salaryMax, query.salary_min),
    query.salary_max === undefined ? undefined : lte(jobs.salaryMin, query.salary_max),
  ),
);
