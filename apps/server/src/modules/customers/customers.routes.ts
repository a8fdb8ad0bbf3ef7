import {
  Customer,
  CustomerDetail,
  CustomerIdParams,
  CustomerList,
  CustomerSearchQuery,
  ErrorBody,
  LangOnlyQuery,
  UpdateAvatarRequest,
  UpdateCustomerRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { fileStoreFor } from "../uploads/file-store.js";
import {
  customerDetail,
  getCustomer,
  searchCustomers,
  updateAvatar,
  updateCustomer,
} from "./customers.service.js";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 415: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };
  // The same (cached) store the upload routes write to and close: avatar dimensions are read from it.
  const avatarStore = fileStoreFor(app.config);

  app.get(
    "/customers",
    {
      ...auth,
      schema: {
        tags: ["customers"],
        summary: "Find your own customer record by username (others are never listed)",
        ...secured,
        querystring: CustomerSearchQuery,
        response: { 200: CustomerList, ...errors },
      },
    },
    async (request) => searchCustomers(db, currentUserId(request), request.query.username),
  );

  app.get(
    "/customers/:id",
    {
      ...auth,
      schema: {
        tags: ["customers"],
        summary: "Your customer record",
        ...secured,
        params: CustomerIdParams,
        response: { 200: Customer, ...errors },
      },
    },
    async (request) => getCustomer(db, currentUserId(request), request.params.id),
  );

  // Public (no token needed): the poster profile /user?id= is open to visitors like the question lists.
  app.get(
    "/customers/detail/:id",
    {
      schema: {
        tags: ["customers"],
        summary:
          "A user's public card: username, avatar, status, location, role, level, force rank name (no contact data)",
        params: CustomerIdParams,
        querystring: LangOnlyQuery,
        response: { 200: CustomerDetail, ...errors },
      },
    },
    async (request) => customerDetail(db, request.params.id, request.query.lang),
  );

  app.put(
    "/customers/:id",
    {
      ...auth,
      schema: {
        tags: ["customers"],
        summary: "Update your own contact details or language",
        ...secured,
        params: CustomerIdParams,
        body: UpdateCustomerRequest,
        response: { 200: Customer, ...errors },
      },
    },
    async (request) => updateCustomer(db, currentUserId(request), request.params.id, request.body),
  );

  app.put(
    "/customers/:id/avatar",
    {
      ...auth,
      schema: {
        tags: ["customers"],
        summary: "Set your avatar to an image you uploaded (JPEG or PNG, at most 2 MB and 4096×4096 px)",
        ...secured,
        params: CustomerIdParams,
        body: UpdateAvatarRequest,
        response: { 200: Customer, ...errors, 413: ErrorBody },
      },
    },
    async (request) =>
      updateAvatar(db, avatarStore, currentUserId(request), request.params.id, request.body.avatar),
  );
};
