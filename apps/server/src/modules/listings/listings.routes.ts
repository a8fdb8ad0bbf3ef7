import {
  listingsEndpoints as api,
  type Endpoint,
  LISTING_POSTER_ROLES,
  type ListingIdParams,
} from "@ask/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { type EndpointRequest, route } from "../../plugins/endpoints.js";
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

/** The detail, post, edit and close endpoints of one kind (packages/contracts endpoints/listings.ts). */
interface ItemEndpoints {
  get: Endpoint;
  create: Endpoint;
  update: Endpoint;
  close: Endpoint;
}

const listingId = (request: EndpointRequest<Endpoint>) =>
  (request.params as z.output<typeof ListingIdParams>).id;

/** Detail, post, edit and close routes of one kind of listing; the list route is registered per kind. */
function itemRoutes<T extends ListingTable, In extends { image_urls: string[] }, Out>(
  app: FastifyInstance,
  def: ListingDef<T, In, Out>,
  endpoints: ItemEndpoints,
) {
  const { db } = app;
  const roles = LISTING_POSTER_ROLES[def.kind];

  route(app, endpoints.get, async (request) =>
    getListing(db, def, optionalUserId(request), listingId(request)),
  );
  route(
    app,
    endpoints.create,
    async (request, reply) => {
      await app.postingLimiter.check(currentUserId(request), "listing");
      return idempotentReply(request, reply, 201, (tx) =>
        createListing(tx, def, currentUserId(request), request.body as In),
      );
    },
    roles === "any" ? {} : { preHandler: requireRole(...roles) },
  );
  route(app, endpoints.update, async (request) =>
    updateListing(db, def, currentUserId(request), listingId(request), request.body as In),
  );
  route(app, endpoints.close, async (request) =>
    closeListing(db, def, currentUserId(request), listingId(request)),
  );
}

/** Housing, sales, housekeeping and jobs: lists, details, posting (owner only). */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const perViewer = { config: { publicCache: true as const } };

  route(
    app,
    api.listHousing,
    async (request) => listHousing(db, optionalUserId(request), request.query),
    perViewer,
  );
  route(app, api.listHousingCities, async () => listHousingCities(db), {
    config: { publicCache: "everyone" },
  });
  itemRoutes(app, housingDef, {
    get: api.getHousing,
    create: api.createHousing,
    update: api.updateHousing,
    close: api.closeHousing,
  });

  route(
    app,
    api.listSales,
    async (request) => listSales(db, optionalUserId(request), request.query),
    perViewer,
  );
  itemRoutes(app, saleDef, {
    get: api.getSale,
    create: api.createSale,
    update: api.updateSale,
    close: api.closeSale,
  });

  route(
    app,
    api.listHousekeeping,
    async (request) => listHousekeeping(db, optionalUserId(request), request.query),
    perViewer,
  );
  itemRoutes(app, housekeepingDef, {
    get: api.getHousekeeping,
    create: api.createHousekeeping,
    update: api.updateHousekeeping,
    close: api.closeHousekeeping,
  });

  route(
    app,
    api.listJobs,
    async (request) => listJobs(db, optionalUserId(request), request.query),
    perViewer,
  );
  itemRoutes(app, jobDef, {
    get: api.getJob,
    create: api.createJob,
    update: api.updateJob,
    close: api.closeJob,
  });
};
