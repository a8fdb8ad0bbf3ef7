import {
  listingsEndpoints as api,
  type Endpoint,
  LISTING_POSTER_ROLES,
  type ListingIdParams,
  type ListingStatusInput,
} from "@ask/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { isInProcess } from "../../lib/in-process.js";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { type EndpointRequest, route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { requireRole } from "../../plugins/roles.js";
import { housingDef, listHousing, listHousingCities } from "./housing.service.js";
import {
  createListing,
  getListing,
  type ListingDef,
  setListingStatus,
  updateListing,
} from "./listing.service.js";
import { listFavorites, listingViewSecret, setFavorite } from "./listing-lifecycle.service.js";
import type { ListingTable } from "./listings.queries.js";
import {
  housekeepingDef,
  jobDef,
  listHousekeeping,
  listJobs,
  listSales,
  saleDef,
} from "./simple-listings.service.js";

/** The detail, post, edit, status and favourite endpoints of one kind (packages/contracts endpoints/listings.ts). */
interface ItemEndpoints {
  get: Endpoint;
  create: Endpoint;
  update: Endpoint;
  setStatus: Endpoint;
  favorite: Endpoint;
  unfavorite: Endpoint;
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
  const { lifetimeDays } = app.config.listings;
  // Anonymous views are counted under a keyed hash of address and browser (listing-lifecycle.service.ts).
  const viewSecret = listingViewSecret(app.config.jwtSecret);

  route(app, endpoints.get, async (request) =>
    getListing(
      db,
      def,
      {
        userId: optionalUserId(request),
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      },
      listingId(request),
      // A page's own request for its data is nobody reading: the page counts its reader.
      isInProcess(request) ? null : viewSecret,
    ),
  );
  route(
    app,
    endpoints.create,
    async (request, reply) => {
      await app.postingLimiter.check(currentUserId(request), "listing");
      return idempotentReply(request, reply, 201, (tx) =>
        createListing(tx, def, currentUserId(request), request.body as In, lifetimeDays),
      );
    },
    roles === "any" ? {} : { preHandler: requireRole(...roles) },
  );
  route(app, endpoints.update, async (request) =>
    updateListing(db, def, currentUserId(request), listingId(request), request.body as In),
  );
  route(app, endpoints.setStatus, async (request) =>
    setListingStatus(
      db,
      def,
      currentUserId(request),
      listingId(request),
      request.body as z.output<typeof ListingStatusInput>,
      lifetimeDays,
    ),
  );
  route(app, endpoints.favorite, async (request) =>
    setFavorite(db, def, currentUserId(request), listingId(request), true),
  );
  route(app, endpoints.unfavorite, async (request) =>
    setFavorite(db, def, currentUserId(request), listingId(request), false),
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
    setStatus: api.setHousingStatus,
    favorite: api.favoriteHousing,
    unfavorite: api.unfavoriteHousing,
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
    setStatus: api.setSaleStatus,
    favorite: api.favoriteSale,
    unfavorite: api.unfavoriteSale,
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
    setStatus: api.setHousekeepingStatus,
    favorite: api.favoriteHousekeeping,
    unfavorite: api.unfavoriteHousekeeping,
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
    setStatus: api.setJobStatus,
    favorite: api.favoriteJob,
    unfavorite: api.unfavoriteJob,
  });
  route(app, api.listFavorites, async (request) => listFavorites(db, currentUserId(request)));
};
