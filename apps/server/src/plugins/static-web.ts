import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";
import { createWebDocument } from "./web-document.js";

/**
 * Serves the built web app and answers unknown non-API GETs with the app's page (history-style routes;
 * index.html with the reader's language and the screen's preloads, see web-document.ts).
 * Unknown /api paths stay JSON 404s.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasWeb = existsSync(path.join(opts.webDist, "index.html"));
  const webDocument = hasWeb ? createWebDocument(opts.webDist) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz siblings (apps/web/vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, "web build not found; serving the API only");
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing hashed asset is a real 404 (a stale chunk name), never the SPA page.
    const isAsset = request.url.startsWith("/assets/");
    if (!isApi && !isAsset && webDocument && (request.method === "GET" || request.method === "HEAD")) {
      const pathname = request.url.split("?")[0] ?? "/";
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Cookie")
        .type("text/html; charset=utf-8")
        .send(webDocument(pathname, request.headers.cookie));
    }
    throw new AppError(404, "not_found", `Route ${request.method} ${request.url.split("?")[0]} not found`);
  });
});
