import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "../lib/app-error.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Money-moving POST: honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencySlot?: { userId: number; route: string; key: string };
  }
}

const KEY = /^[\w.:-]{8,100}$/;

/**
 * Idempotency-Key for money-moving POSTs. The key is claimed (a primary-key insert) before the
 * handler runs: a repeat of a finished request gets the first response back and nothing runs again;
 * a repeat while the first is still running gets 409. Failed requests release their key, so a
 * corrected retry may reuse it.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers["idempotency-key"];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) {
      throw new AppError(400, "validation_error", "Idempotency-Key must be 8-100 letters, digits, _ . : -");
    }
    if (!request.user) return;
    const userId = Number(request.user.sub);
    const route = `${request.method} ${request.routeOptions.url}:${JSON.stringify(request.params ?? {})}`;
    const claimed = await app.db
      .insert(idempotencyKeys)
      .values({ userId, route, key })
      .onConflictDoNothing()
      .returning();
    if (claimed.length) {
      request.idempotencySlot = { userId, route, key };
      return;
    }
    const [first] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!first?.response || !first.statusCode) {
      throw new AppError(409, "bad_request", "A request with this Idempotency-Key is still being processed");
    }
    reply.header("idempotent-replayed", "true").header("content-type", "application/json; charset=utf-8");
    return reply.code(first.statusCode).send(first.response);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const slot = request.idempotencySlot;
    if (!slot) return payload;
    const where = and(
      eq(idempotencyKeys.userId, slot.userId),
      eq(idempotencyKeys.route, slot.route),
      eq(idempotencyKeys.key, slot.key),
    );
    if (reply.statusCode < 400 && typeof payload === "string") {
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: payload })
        .where(where);
    } else {
      await app.db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
});
