import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { TimeoutsConfig } from "../config.js";
import { clientErrorHandler } from "./errors.js";

/**
 * Node's own limits on the HTTP server. Node checks them every `connectionsCheckingInterval` (30 s by
 * default, far coarser than a short limit): here a quarter of the shortest limit, at most 1 s.
 * - headersTimeout: the request line and headers (also of a connection that sends nothing);
 * - requestTimeout: the whole request, for every request — the longer of REQUEST and UPLOAD, since
 *   Node has one limit for all; the shorter one for non-upload bodies is the hook below;
 * - keepAliveTimeout: an idle connection between requests.
 * When one runs out, Node calls the clientErrorHandler: 408 {detail, code} and the connection closes.
 */
export function serverTimeoutOptions(t: TimeoutsConfig): Pick<
  FastifyServerOptions,
  "requestTimeout" | "keepAliveTimeout"
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const shortest = Math.min(t.headersMs, t.requestMs, t.uploadMs);
  return {
    requestTimeout: Math.max(t.requestMs, t.uploadMs),
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}

const isUpload = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? "");

/**
 * A request body has REQUEST_TIMEOUT_MS to arrive (UPLOAD_TIMEOUT_MS for multipart uploads) from the
 * moment its headers did. A client that drips it slower is answered 408 and disconnected — also
 * when the route already answered (a 401 or 413 before reading the body) and Node would otherwise
 * keep reading the rest of the body.
 */
export const timeoutsPlugin = fp(async (app: FastifyInstance, opts: { timeouts: TimeoutsConfig }) => {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const length = raw.headers["content-length"];
    const hasBody =
      raw.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
    if (!hasBody || raw.complete) return done();
    const limit = isUpload(raw.headers["content-type"]) ? opts.timeouts.uploadMs : opts.timeouts.requestMs;
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (raw.complete || !socket || socket.destroyed) return;
      request.log.info({ limitMs: limit }, "request body too slow: connection closed");
      // A reply already on its way cannot be followed by a 408: just close.
      if (reply.raw.headersSent) socket.destroy();
      else
        clientErrorHandler(
          Object.assign(new Error("request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }),
          socket,
        );
    }, limit);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    raw.once("close", clear);
    done();
  });
});
