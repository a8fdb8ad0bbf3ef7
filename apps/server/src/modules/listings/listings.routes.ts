import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Housing, sales, housekeeping and jobs: lists, details, posting (owner only). */
export const listingRoutes: FastifyPluginAsyncZod = async () => {};
