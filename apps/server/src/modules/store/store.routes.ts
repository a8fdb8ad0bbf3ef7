import { storeEndpoints as api, MERCHANT_ROLES } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { requireRole } from "../../plugins/roles.js";
import { createContact, deleteContact, listContacts, updateContact } from "./contacts.service.js";
import { openStockCheckTasks, usersTotal, warningProducts } from "./dashboard.service.js";
import { cancelOrder, completeOrder, listMerchantOrders, shipOrder } from "./fulfilment.service.js";
import {
  createMerchant,
  getMerchant,
  listMerchants,
  merchantSite,
  updateMerchant,
} from "./merchants.service.js";
import { getOrder, listOrders, placeOrder } from "./orders.service.js";
import { createProduct, getProduct, listProducts, updateProduct } from "./products.service.js";
import type { ProbeOptions } from "./site-probe.js";

/** Merchants, products, delivery contacts, orders and the admin dashboard counts. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const probe: ProbeOptions = {
    allowPrivate: app.config.siteProbeAllowPrivate,
    ...(app.config.publicUrl ? { ownOrigin: app.config.publicUrl } : {}),
  };

  // --- Merchants -------------------------------------------------------------------------------
  route(app, api.listMerchants, async (request) => listMerchants(db, optionalUserId(request)));

  route(app, api.getMerchant, async (request) => getMerchant(db, optionalUserId(request), request.params.id));

  route(
    app,
    api.createMerchant,
    async (request, reply) => {
      // The site is probed before the transaction: no network wait while it is open.
      const site = await merchantSite(request.body.site_url, probe);
      return idempotentReply(request, reply, 201, (tx) =>
        createMerchant(tx, currentUserId(request), request.body, site),
      );
    },
    { preHandler: requireRole(...MERCHANT_ROLES) },
  );

  route(app, api.updateMerchant, async (request) =>
    updateMerchant(db, currentUserId(request), request.params.id, request.body, probe),
  );

  // --- Products (the static /products/warning is registered before /products/:id) -------------
  route(app, api.warningProducts, async () => warningProducts(db));

  route(app, api.listProducts, async (request) => listProducts(db, optionalUserId(request), request.query));

  route(app, api.getProduct, async (request) => getProduct(db, request.params.id, optionalUserId(request)));

  route(app, api.createProduct, async (request, reply) => {
    await app.postingLimiter.check(currentUserId(request), "listing");
    return idempotentReply(request, reply, 201, (tx) =>
      createProduct(tx, currentUserId(request), request.params.id, request.body),
    );
  });

  route(app, api.updateProduct, async (request) =>
    updateProduct(db, currentUserId(request), request.params.id, request.body),
  );

  // --- Delivery contacts ----------------------------------------------------------------------
  route(app, api.listContacts, async (request) => listContacts(db, currentUserId(request), request.query));

  route(app, api.createContact, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) => createContact(tx, currentUserId(request), request.body)),
  );

  route(app, api.updateContact, async (request) =>
    updateContact(db, currentUserId(request), request.params.id, request.body),
  );

  route(app, api.deleteContact, async (request) => {
    await deleteContact(db, currentUserId(request), request.params.id);
    return null;
  });

  // --- Orders -------------------------------------------------------------------------------------
  // The order keeps the Idempotency-Key, so a retried payment finds the first order.
  route(app, api.createOrder, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) =>
      placeOrder(tx, currentUserId(request), request.body, request.idempotencySlot?.key),
    ),
  );

  route(app, api.listOrders, async (request) => listOrders(db, currentUserId(request), request.query));

  route(app, api.getOrder, async (request) => getOrder(db, currentUserId(request), request.params.id));

  route(app, api.cancelOrder, async (request) => cancelOrder(db, currentUserId(request), request.params.id));

  // --- A merchant's orders: only its own lines, shipped and completed by it ----------------------
  route(app, api.listMerchantOrders, async (request) =>
    listMerchantOrders(db, currentUserId(request), request.query),
  );

  route(app, api.shipOrder, async (request) => shipOrder(db, currentUserId(request), request.params.id));

  route(app, api.completeOrder, async (request) =>
    completeOrder(db, currentUserId(request), request.params.id),
  );

  // --- Dashboard (admin) --------------------------------------------------------------------------
  route(app, api.stockCheckTasks, async () => openStockCheckTasks(db));

  route(app, api.usersTotal, async () => usersTotal(db));
};
