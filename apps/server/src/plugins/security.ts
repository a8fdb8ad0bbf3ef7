import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The Content-Security-Policy of every response (API and web app). Scripts only from our own
 * origin, no inline scripts; inline styles are allowed because MUI/emotion injects <style> tags.
 * Frames may show http(s) pages (the merchant page shows the shop's own site in a sandboxed
 * iframe), but no one may frame us.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", "blob:"],
  frameSrc: ["http:", "https:"],
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** One year; sent only on requests that arrived over TLS (directly or per a trusted proxy). */
const HSTS = "max-age=31536000; includeSubDomains";

/** Security headers (helmet), HSTS behind TLS, and CORS closed unless CORS_ORIGINS lists the origin. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { corsOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Set below, and only over TLS: over plain HTTP it would be meaningless (and ignored).
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Uploaded images and the web app are same-origin; other sites may not embed our responses.
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });

  const allowed = new Set(opts.corsOrigins);
  await app.register(cors, {
    // Exact origins only; no Access-Control-Allow-Origin at all for anyone else.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept-Language", "Idempotency-Key"],
    exposedHeaders: ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"],
    credentials: false,
    maxAge: 600,
  });
});
