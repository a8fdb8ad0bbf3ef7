import { customersEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { fileStoreFor } from "../uploads/file-store.js";
import * as customers from "./customers.service.js";

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The same (cached) store the upload routes write to and close: avatar dimensions are read from it.
  const avatarStore = fileStoreFor(app.config);

  route(app, api.search, async (request) =>
    customers.searchCustomers(db, currentUserId(request), request.query.username),
  );
  route(app, api.get, async (request) =>
    customers.getCustomer(db, currentUserId(request), request.params.id),
  );
  route(app, api.publicCard, async (request) =>
    customers.customerDetail(db, request.params.id, request.query.lang),
  );
  route(app, api.update, async (request) =>
    customers.updateCustomer(db, currentUserId(request), request.params.id, request.body),
  );
  route(app, api.updateAvatar, async (request) =>
    customers.updateAvatar(db, avatarStore, currentUserId(request), request.params.id, request.body.avatar),
  );
};
