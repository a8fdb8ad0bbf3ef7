import { customersEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { fileStoreFor } from "../uploads/file-store.js";
import {
  customerDetail,
  getCustomer,
  searchCustomers,
  updateAvatar,
  updateCustomer,
} from "./customers.service.js";

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The same (cached) store the upload routes write to and close: avatar dimensions are read from it.
  const avatarStore = fileStoreFor(app.config);

  route(app, api.search, async (request) =>
    searchCustomers(db, currentUserId(request), request.query.username),
  );
  route(app, api.get, async (request) => getCustomer(db, currentUserId(request), request.params.id));
  route(app, api.publicCard, async (request) => customerDetail(db, request.params.id, request.query.lang));
  route(app, api.update, async (request) =>
    updateCustomer(db, currentUserId(request), request.params.id, request.body),
  );
  route(app, api.updateAvatar, async (request) =>
    updateAvatar(db, avatarStore, currentUserId(request), request.params.id, request.body.avatar),
  );
};
