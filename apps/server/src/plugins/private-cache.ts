import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * No cache keeps a user's data. Every API reply to a request that carries a token (what it answers
 * may be that user's: /api/me, balances, messages, cards, private questions…) and every API reply to
 * a non-GET (login and register answer with a session) is `Cache-Control: private, no-store`, so
 * neither a shared cache nor the browser's disk keeps it. Anonymous GETs see only public data and
 * keep their semantics (plugins/public-cache.ts); they vary on Authorization, so a shared cache never
 * hands an anonymous copy to a logged-in request or the other way round.
 */
export const privateCachePlugin = fp(async (app: FastifyInstance) => {
  const isApi = (request: FastifyRequest) => request.url === "/api" || request.url.startsWith("/api/");
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApi(request)) return payload;
    const anonymousRead =
      (request.method === "GET" || request.method === "HEAD") && request.headers.authorization === undefined;
    if (anonymousRead) {
      reply.header("Vary", mergeVary(reply.getHeader("vary"), "Authorization"));
    } else {
      reply.header("Cache-Control", "private, no-store");
    }
    return payload;
  });
});

function mergeVary(current: unknown, name: string): string {
  const values = String(current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === "*" || v.toLowerCase() === name.toLowerCase())) return values.join(", ");
  return [...values, name].join(", ");
}
