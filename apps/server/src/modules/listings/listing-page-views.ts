import type { LISTING_DETAIL_PAGES } from "@ask/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isInProcess } from "../../lib/in-process.js";
import { optionalUserId } from "../../plugins/auth.js";
import { housingDef } from "./housing.service.js";
import { countView, listingViewSecret } from "./listing-lifecycle.service.js";
import { housekeepingDef, jobDef, saleDef } from "./simple-listings.service.js";

/** The listing each detail page shows. */
const PAGE_LISTINGS: Record<keyof typeof LISTING_DETAIL_PAGES, Parameters<typeof countView>[1]> = {
  "/houseDetail": housingDef,
  "/saleDetail": saleDef,
  "/housekeepingDetail": housekeepingDef,
  "/jobDetail": jobDef,
};

const MAX_ID = 2_147_483_647;

/**
 * A visitor who opens a listing's page (`/saleDetail?id=12`) gets the listing inside it (the server's
 * content and embedded answer, issue 19) and the app does not ask the API again, so the page's 200
 * counts the view, with the same rule as the API's detail (once per viewer and day, never the owner).
 * The page's own in-process request for its data counts nothing (listings.routes.ts).
 */
export const listingPageViewsPlugin = fp(async (app: FastifyInstance) => {
  const secret = listingViewSecret(app.config.jwtSecret);
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode !== 200 || request.method !== "GET" || isInProcess(request)) return;
    const [path = "", search = ""] = request.url.split("?");
    const def = PAGE_LISTINGS[path as keyof typeof PAGE_LISTINGS];
    const id = Number(new URLSearchParams(search).get("id"));
    if (!def || !Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) return;
    const viewer = {
      userId: optionalUserId(request),
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    };
    await countView(app.db, def, id, viewer, secret).catch((err: unknown) =>
      app.log.warn({ err, url: request.url }, "listing page view not counted"),
    );
  });
});
