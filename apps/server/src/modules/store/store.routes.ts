import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Merchants, products, delivery contacts, orders and the admin dashboard counts. */
export const storeRoutes: FastifyPluginAsyncZod = async () => {};
