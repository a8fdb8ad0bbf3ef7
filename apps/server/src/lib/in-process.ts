import type { FastifyRequest } from "fastify";

/**
 * A request the server made to itself (`app.inject`: a page asking the API for its data as a visitor,
 * the public cache refreshing an entry) is nobody reading: views are counted on the reader's own
 * request (the page), never on these.
 */
export const isInProcess = (request: FastifyRequest) => "_lightMyRequest" in request.raw;
