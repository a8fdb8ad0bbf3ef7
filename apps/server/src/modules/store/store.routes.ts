import {
  Contact,
  ContactInput,
  ContactList,
  ContactListQuery,
  CreateOrderRequest,
  ErrorBody,
  MERCHANT_ROLES,
  Merchant,
  MerchantInput,
  MerchantList,
  NoContent,
  Order,
  OrderList,
  OrderListQuery,
  Product,
  ProductInput,
  ProductList,
  ProductListQuery,
  StockCheckTasks,
  StoreIdParams,
  UsersTotal,
  WarningProducts,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/admin.js";
import { currentUserId, optionalUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { requireRole } from "../../plugins/roles.js";
import { createContact, deleteContact, listContacts, updateContact } from "./contacts.service.js";
import { openStockCheckTasks, usersTotal, warningProducts } from "./dashboard.service.js";
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

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};
const secured = { security: [{ bearer: [] }] };
const idempotencyKey = (headers: Record<string, unknown>) => {
  const value = headers["idempotency-key"];
  return typeof value === "string" ? value : undefined;
};

/** Merchants, products, delivery contacts, orders and the admin dashboard counts. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };
  const visitor = { onRequest: app.optionalAuthenticate };
  const admin = { onRequest: app.authenticate, preHandler: requireAdmin };
  const probe: ProbeOptions = {
    allowPrivate: app.config.siteProbeAllowPrivate,
    ...(app.config.publicUrl ? { ownOrigin: app.config.publicUrl } : {}),
  };

  // --- Merchants -------------------------------------------------------------------------------
  app.get(
    "/merchants",
    {
      ...visitor,
      schema: {
        tags: ["store"],
        summary: "All merchants (the store page)",
        response: { 200: MerchantList, ...errors },
      },
    },
    async (request) => listMerchants(db, optionalUserId(request)),
  );

  app.get(
    "/merchants/:id",
    {
      ...visitor,
      schema: {
        tags: ["store"],
        summary: "One merchant, with whether its site may be shown in a frame",
        params: StoreIdParams,
        response: { 200: Merchant, ...errors },
      },
    },
    async (request) => getMerchant(db, optionalUserId(request), request.params.id),
  );

  app.post(
    "/merchants",
    {
      ...auth,
      preHandler: requireRole(...MERCHANT_ROLES),
      config: { idempotent: true },
      schema: {
        tags: ["store"],
        summary: "Open a merchant (publisher, organization or admin); its site's framing is probed",
        ...secured,
        body: MerchantInput,
        response: { 201: Merchant, ...errors },
      },
    },
    async (request, reply) => {
      // The site is probed before the transaction: no network wait while it is open.
      const site = await merchantSite(request.body.site_url, probe);
      return idempotentReply(request, reply, 201, (tx) =>
        createMerchant(tx, currentUserId(request), request.body, site),
      );
    },
  );

  app.put(
    "/merchants/:id",
    {
      ...auth,
      schema: {
        tags: ["store"],
        summary: "Edit your merchant; its site's framing is probed again",
        ...secured,
        params: StoreIdParams,
        body: MerchantInput,
        response: { 200: Merchant, ...errors },
      },
    },
    async (request) => updateMerchant(db, currentUserId(request), request.params.id, request.body, probe),
  );

  // --- Products (the static /products/warning is registered before /products/:id) -------------
  app.get(
    "/products/warning",
    {
      ...admin,
      schema: {
        tags: ["dashboard"],
        summary: "Products at or below their warning stock level (admin)",
        ...secured,
        response: { 200: WarningProducts, ...errors },
      },
    },
    async () => warningProducts(db),
  );

  app.get(
    "/products",
    {
      schema: {
        tags: ["store"],
        summary: "Products, optionally of one merchant",
        querystring: ProductListQuery,
        response: { 200: ProductList, ...errors },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags: ["store"],
        summary: "One product",
        params: StoreIdParams,
        response: { 200: Product, ...errors },
      },
    },
    async (request) => getProduct(db, request.params.id),
  );

  app.post(
    "/merchants/:id/products",
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags: ["store"],
        summary: "Add a product to your merchant",
        ...secured,
        params: StoreIdParams,
        body: ProductInput,
        response: { 201: Product, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        createProduct(tx, currentUserId(request), request.params.id, request.body),
      ),
  );

  app.put(
    "/products/:id",
    {
      ...auth,
      schema: {
        tags: ["store"],
        summary: "Edit a product of your merchant; restocking above the warning level closes its stock check",
        ...secured,
        params: StoreIdParams,
        body: ProductInput,
        response: { 200: Product, ...errors },
      },
    },
    async (request) => updateProduct(db, currentUserId(request), request.params.id, request.body),
  );

  // --- Delivery contacts ----------------------------------------------------------------------
  app.get(
    "/contacts",
    {
      ...auth,
      schema: {
        tags: ["orders"],
        summary: "Your delivery contacts, the default first",
        ...secured,
        querystring: ContactListQuery,
        response: { 200: ContactList, ...errors },
      },
    },
    async (request) => listContacts(db, currentUserId(request), request.query),
  );

  app.post(
    "/contacts",
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags: ["orders"],
        summary: "Add a delivery contact (a new default replaces the old one)",
        ...secured,
        body: ContactInput,
        response: { 201: Contact, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) => createContact(tx, currentUserId(request), request.body)),
  );

  app.put(
    "/contacts/:id",
    {
      ...auth,
      schema: {
        tags: ["orders"],
        summary: "Edit one of your delivery contacts",
        ...secured,
        params: StoreIdParams,
        body: ContactInput,
        response: { 200: Contact, ...errors },
      },
    },
    async (request) => updateContact(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    "/contacts/:id",
    {
      ...auth,
      schema: {
        tags: ["orders"],
        summary: "Remove one of your delivery contacts",
        ...secured,
        params: StoreIdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteContact(db, currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Orders -------------------------------------------------------------------------------------
  app.post(
    "/orders",
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags: ["orders"],
        summary:
          "Place and pay an order from your wallet (honours Idempotency-Key; 409 out_of_stock / price_changed)",
        ...secured,
        body: CreateOrderRequest,
        response: { 201: Order, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        placeOrder(tx, currentUserId(request), request.body, idempotencyKey(request.headers)),
      ),
  );

  app.get(
    "/orders",
    {
      ...auth,
      schema: {
        tags: ["orders"],
        summary: "Your orders, newest first",
        ...secured,
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errors },
      },
    },
    async (request) => listOrders(db, currentUserId(request), request.query),
  );

  app.get(
    "/orders/:id",
    {
      ...auth,
      schema: {
        tags: ["orders"],
        summary: "One of your orders",
        ...secured,
        params: StoreIdParams,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => getOrder(db, currentUserId(request), request.params.id),
  );

  // --- Dashboard (admin) --------------------------------------------------------------------------
  app.get(
    "/stock_check_tasks",
    {
      ...admin,
      schema: {
        tags: ["dashboard"],
        summary: "Open stock-check tasks, newest first (admin)",
        ...secured,
        response: { 200: StockCheckTasks, ...errors },
      },
    },
    async () => openStockCheckTasks(db),
  );

  app.get(
    "/users",
    {
      ...admin,
      schema: {
        tags: ["dashboard"],
        summary: "How many user accounts exist (admin)",
        ...secured,
        response: { 200: UsersTotal, ...errors },
      },
    },
    async () => usersTotal(db),
  );
};
