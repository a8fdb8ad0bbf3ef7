import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { notFound } from "../../lib/app-error.js";
import { parseSitemapFile, sitemapFile, sitemapIndex, staticSitemap } from "./sitemap.service.js";

/** Private areas a crawler has no business in (they need an account, or are the API). */
const DISALLOW = [
  "/api/",
  "/userCenter",
  "/wallet",
  "/messages",
  "/admin",
  "/dashboard",
  "/cart",
  "/orderConfirm",
  "/orders",
  "/order?",
  "/merchantOrders",
  "/myListings",
  "/post/",
  "/expert-qa",
  "/login",
];

/** How long a generated sitemap is served before it is built again (the content changes slowly). */
const SITEMAP_TTL_MS = 10 * 60 * 1000;

const gzipped = promisify(gzip);

/** A sitemap as sent: its XML, and the same gzipped once for the crawlers that accept it (all do). */
interface SitemapBody {
  xml: string;
  gzip: Buffer;
}

/**
 * `/robots.txt` and the sitemaps (`/sitemap.xml`, an index of `/sitemaps/<kind>-<n>.xml` files), for
 * search engines (issue 19 item 5). Not API endpoints: plain documents beside the web app, so they are
 * registered here rather than through the contracts. Every answer is cached in memory for
 * SITEMAP_TTL_MS per address, so a crawler walking thousands of files costs one range query per file
 * per ten minutes.
 */
export async function seoRoutes(app: FastifyInstance) {
  const cache = new LRUCache<string, SitemapBody>({ max: 500, ttl: SITEMAP_TTL_MS });
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  // A file of 50,000 URLs is about 4 MB of XML and 0.3 MB gzipped: compressed once, when built.
  const cached = async (key: string, build: () => Promise<string>) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const xml = await build();
    const body = { xml, gzip: await gzipped(xml) };
    cache.set(key, body);
    return body;
  };
  const sendXml = (request: FastifyRequest, reply: FastifyReply, body: SitemapBody) => {
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=600");
    reply.header("Vary", "Accept-Encoding");
    if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return reply.send(body.xml);
    return reply.header("Content-Encoding", "gzip").send(body.gzip);
  };

  app.get("/robots.txt", async (request, reply) => {
    const lines = ["User-agent: *", "Allow: /", ...DISALLOW.map((path) => `Disallow: ${path}`), ""];
    lines.push(`Sitemap: ${origin(request)}/sitemap.xml`, "");
    return reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    return sendXml(request, reply, await cached(`index ${base}`, () => sitemapIndex(app.db, base)));
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const base = origin(request);
    const name = request.params.file;
    if (name === "pages-0.xml")
      return sendXml(request, reply, await cached(`${name} ${base}`, async () => staticSitemap(base)));
    const file = parseSitemapFile(name);
    if (!file) throw notFound("Sitemap file");
    const body = await cached(`${name} ${base}`, () => sitemapFile(app.db, base, file.source, file.page));
    return sendXml(request, reply, body);
  });
}
