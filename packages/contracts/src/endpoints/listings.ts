import type { z } from "zod";
import { defineEndpoints } from "../endpoint.js";
import {
  FavoriteList,
  FavoriteState,
  HousekeepingDetail,
  HousingDetail,
  JobDetail,
  ListingStatusInput,
  SaleDetail,
} from "../listing-lifecycle.js";
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
    summary: `One ${kind} listing (counts one view per viewer and day, never the owner's; sold, closed and expired listings answer with their status)`,
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

const setStatus = <R extends z.ZodType>(kind: ListingKind, response: R) =>
  ({
    access: "user",
    tags: [kind],
    summary: `Change your ${kind} listing's status (owner only): closed or sold (sale items) leave the lists; active relists it or, when active, renews it (expires LISTING_LIFETIME_DAYS from now)`,
    params: ListingIdParams,
    body: ListingStatusInput,
    response,
    errors,
  }) as const;

/** Favourite (PUT) or unfavourite (DELETE) a visible active listing; answers the new state. */
const favorite = (kind: ListingKind, on: boolean) =>
  ({
    access: "user",
    tags: [kind],
    summary: on
      ? `Favourite an active ${kind} listing (again: no change)`
      : `Remove a ${kind} listing from your favourites (not there: no change)`,
    params: ListingIdParams,
    response: FavoriteState,
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
    summary:
      "Cities with active housing listings and how many each has (new listings choose from HOUSING_CITIES)",
    response: HousingCities,
    errors,
  },
  getHousing: get("housing", HousingDetail),
  createHousing: create("housing", HousingInput, Housing),
  updateHousing: update("housing", HousingInput, Housing),
  setHousingStatus: setStatus("housing", Housing),
  favoriteHousing: favorite("housing", true),
  unfavoriteHousing: favorite("housing", false),
  listSales: list("sales", SaleListQuery, SaleList),
  getSale: get("sales", SaleDetail),
  createSale: create("sales", SaleInput, SaleItem),
  updateSale: update("sales", SaleInput, SaleItem),
  setSaleStatus: setStatus("sales", SaleItem),
  favoriteSale: favorite("sales", true),
  unfavoriteSale: favorite("sales", false),
  listHousekeeping: list("housekeeping", HousekeepingListQuery, HousekeepingList),
  getHousekeeping: get("housekeeping", HousekeepingDetail),
  createHousekeeping: create("housekeeping", HousekeepingInput, HousekeepingItem),
  updateHousekeeping: update("housekeeping", HousekeepingInput, HousekeepingItem),
  setHousekeepingStatus: setStatus("housekeeping", HousekeepingItem),
  favoriteHousekeeping: favorite("housekeeping", true),
  unfavoriteHousekeeping: favorite("housekeeping", false),
  listJobs: list("jobs", JobListQuery, JobList),
  getJob: get("jobs", JobDetail),
  createJob: create("jobs", JobInput, Job),
  updateJob: update("jobs", JobInput, Job),
  setJobStatus: setStatus("jobs", Job),
  favoriteJob: favorite("jobs", true),
  unfavoriteJob: favorite("jobs", false),
  listFavorites: {
    access: "user",
    tags: ["listings"],
    summary: "Your favourite listings that are still active and visible, newest favourite first",
    response: FavoriteList,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    listings: typeof listingsEndpoints;
  }
}
