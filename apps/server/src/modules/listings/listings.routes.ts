import {
  ErrorBody,
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
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { requireRole } from "../../plugins/roles.js";
import { housingDef, listHousing, listHousingCities } from "./housing.service.js";
import {
  closeListing,
  createListing,
  getListing,
  type ListingDef,
  updateListing,
} from "./listing.service.js";
import type { ListingTable } from "./listings.queries.js";
import {
  housekeepingDef,
  jobDef,
  listHousekeeping,
  listJobs,
  listSales,
  saleDef,
} from "./simple-listings.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearer: [] }] };

/** Detail, post, edit and close routes of one kind of listing; the list route is registered per kind. */
function itemRoutes<T extends ListingTable, In extends { image_urls: string[] }, Out>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  path: string,
  def: ListingDef<T, In, Out>,
  // Typed loosely here: each call site passes the contract schemas matching its def.
  item: z.ZodType,
  input: z.ZodType,
) {
  const { db } = app;
  const tags = [def.kind];
  const roles = LISTING_POSTER_ROLES[def.kind];
  const who = roles === "any" ? "any logged-in user" : roles.join(", ");

  app.get(
    `${path}/:id`,
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags,
        summary: `One ${def.kind} listing (counts a view; closed listings answer with status "closed")`,
        params: ListingIdParams,
        response: { 200: item, ...errors },
      },
    },
    async (request) => getListing(db, def, optionalUserId(request), request.params.id),
  );

  app.post(
    path,
    {
      onRequest: app.authenticate,
      ...(roles === "any" ? {} : { preHandler: requireRole(...roles) }),
      config: { idempotent: true },
      schema: {
        tags,
        summary: `Post a ${def.kind} listing (${who})`,
        ...secured,
        body: input,
        response: { 201: item, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        createListing(tx, def, currentUserId(request), request.body as In),
      ),
  );

  app.put(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Edit your ${def.kind} listing (owner only; all fields are replaced)`,
        ...secured,
        params: ListingIdParams,
        body: input,
        response: { 200: item, ...errors },
      },
    },
    async (request) => updateListing(db, def, currentUserId(request), request.params.id, request.body as In),
  );

  app.post(
    `${path}/:id/close`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Close your ${def.kind} listing: it leaves the lists (owner only)`,
        ...secured,
        params: ListingIdParams,
        response: { 200: item, ...errors },
      },
    },
    async (request) => closeListing(db, def, currentUserId(request), request.params.id),
  );
}

const listSummary = (kind: ListingKind) =>
  `Active ${kind} listings, newest first; mine=true lists your own, closed ones too (login required)`;

/** Housing, sales, housekeeping and jobs: lists, details, posting (owner only). */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/housing",
    {
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["housing"],
        summary: `${listSummary("housing")}. Price and size ranges include the minimum, exclude the maximum.`,
        querystring: HousingListQuery,
        response: { 200: HousingList, ...errors },
      },
    },
    async (request) => listHousing(db, optionalUserId(request), request.query),
  );

  app.get(
    "/housing/cities",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["housing"],
        summary: "Cities with active housing listings and how many each has",
        response: { 200: HousingCities, ...errors },
      },
    },
    async () => listHousingCities(db),
  );
  itemRoutes(app, "/housing", housingDef, Housing, HousingInput);

  app.get(
    "/sales",
    {
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["sales"],
        summary: listSummary("sales"),
        querystring: SaleListQuery,
        response: { 200: SaleList, ...errors },
      },
    },
    async (request) => listSales(db, optionalUserId(request), request.query),
  );
  itemRoutes(app, "/sales", saleDef, SaleItem, SaleInput);

  app.get(
    "/housekeeping",
    {
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["housekeeping"],
        summary: listSummary("housekeeping"),
        querystring: HousekeepingListQuery,
        response: { 200: HousekeepingList, ...errors },
      },
    },
    async (request) => listHousekeeping(db, optionalUserId(request), request.query),
  );
  itemRoutes(app, "/housekeeping", housekeepingDef, HousekeepingItem, HousekeepingInput);

  app.get(
    "/jobs",
    {
      config: { publicCache: true },
      onRequest: app.optionalAuthenticate,
      schema: {
        tags: ["jobs"],
        summary: listSummary("jobs"),
        querystring: JobListQuery,
        response: { 200: JobList, ...errors },
      },
    },
    async (request) => listJobs(db, optionalUserId(request), request.query),
  );
  itemRoutes(app, "/jobs", jobDef, Job, JobInput);
};
