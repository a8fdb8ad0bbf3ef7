import type { z } from "zod";
import { defineEndpoints } from "../endpoint.js";
import {
  HousekeepingInput,
  HousekeepingItem,
  HousekeepingList,
  HousekeepingListQuery,
  Housing,
  HousingCities,
  HousingInput,
  HousingList,
  HousingListQuery,
  Job,
  JobInput,
  JobList,
  JobListQuery,
  LISTING_POSTER_ROLES,
  ListingIdParams,
  type ListingKind,
  SaleInput,
  SaleItem,
  SaleList,
  SaleListQuery,
} from "../listings.js";
import { listingsRoutes } from "../routes/listings.js";

/** Every listing route may answer with these (bad input, no token, not yours or not your role, gone, conflict). */
const errors = [400, 401, 403, 404, 409] as const;

const listSummary = (kind: ListingKind) =>
  `Active ${kind} listings, newest first; mine=true lists your own, closed ones too (login required)`;

const list = <Q extends z.ZodType, R extends z.ZodType>(kind: ListingKind, query: Q, response: R) =>
  ({ access: "optional", tags: [kind], summary: listSummary(kind), query, response, errors }) as const;

/** The detail, post, edit and close endpoints of one kind (the same four for every kind). */
const get = <R extends z.ZodType>(kind: ListingKind, response: R) =>
  ({
    access: "optional",
    tags: [kind],
    summary: `One ${kind} listing (counts a view; closed listings answer with status "closed")`,
    params: ListingIdParams,
    response,
    errors,
  }) as const;

const create = <B extends z.ZodType, R extends z.ZodType>(kind: ListingKind, body: B, response: R) => {
  const roles = LISTING_POSTER_ROLES[kind];
  const who = roles === "any" ? "any logged-in user" : roles.join(", ");
  return {
    access: "user",
    tags: [kind],
    summary: `Post a ${kind} listing (${who})`,
    body,
    status: 201,
    response,
    errors,
    idempotent: true,
  } as const;
};

const update = <B extends z.ZodType, R extends z.ZodType>(kind: ListingKind, body: B, response: R) =>
  ({
    access: "user",
    tags: [kind],
    summary: `Edit your ${kind} listing (owner only; all fields are replaced)`,
    params: ListingIdParams,
    body,
    response,
    errors,
  }) as const;

const close = <R extends z.ZodType>(kind: ListingKind, response: R) =>
  ({
    access: "user",
    tags: [kind],
    summary: `Close your ${kind} listing: it leaves the lists (owner only)`,
    params: ListingIdParams,
    response,
    errors,
  }) as const;

export const listingsEndpoints = defineEndpoints(listingsRoutes, {
  listHousing: {
    ...list("housing", HousingListQuery, HousingList),
    summary: `${listSummary("housing")}. Price and size ranges include the minimum, exclude the maximum.`,
  },
  listHousingCities: {
    access: "public",
    tags: ["housing"],
    summary: "Cities with active housing listings and how many each has",
    response: HousingCities,
    errors,
  },
  getHousing: get("housing", Housing),
  createHousing: create("housing", HousingInput, Housing),
  updateHousing: update("housing", HousingInput, Housing),
  closeHousing: close("housing", Housing),
  listSales: list("sales", SaleListQuery, SaleList),
  getSale: get("sales", SaleItem),
  createSale: create("sales", SaleInput, SaleItem),
  updateSale: update("sales", SaleInput, SaleItem),
  closeSale: close("sales", SaleItem),
  listHousekeeping: list("housekeeping", HousekeepingListQuery, HousekeepingList),
  getHousekeeping: get("housekeeping", HousekeepingItem),
  createHousekeeping: create("housekeeping", HousekeepingInput, HousekeepingItem),
  updateHousekeeping: update("housekeeping", HousekeepingInput, HousekeepingItem),
  closeHousekeeping: close("housekeeping", HousekeepingItem),
  listJobs: list("jobs", JobListQuery, JobList),
  getJob: get("jobs", Job),
  createJob: create("jobs", JobInput, Job),
  updateJob: update("jobs", JobInput, Job),
  closeJob: close("jobs", Job),
});

declare module "../endpoint.js" {
  interface Endpoints {
    listings: typeof listingsEndpoints;
  }
}
