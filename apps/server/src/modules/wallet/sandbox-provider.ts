import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { paymentOrders } from "../../db/schema/index.js";
import { signWebhook } from "./payments.service.js";

/**
 * The built-in "sandbox" payment provider. It completes pending sandbox orders by itself, within a
 * second, by calling our own webhook with a signed event, exactly as a real provider would; so a
 * real provider plugs into the same path. It polls the database, so it survives restarts and works
 * with several server processes (the webhook applies each order once).
 */
export function startSandboxProvider(app: FastifyInstance, secret: string, intervalMs = 300): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const due = await app.db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.status, "pending"),
            eq(paymentOrders.provider, "sandbox"),
            lt(paymentOrders.createdAt, sql`now() - interval '200 milliseconds'`),
          ),
        )
        .orderBy(asc(paymentOrders.createdAt))
        .limit(20);
      for (const order of due) {
        const body = JSON.stringify({
          event_id: `sbx_${randomUUID()}`,
          order_id: order.id,
          status: "completed",
          timestamp: Math.floor(Date.now() / 1000),
        });
        const res = await app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          headers: {
            "content-type": "application/json",
            "x-signature": signWebhook(secret, body, Math.floor(Date.now() / 1000)),
          },
          payload: body,
        });
        if (res.statusCode >= 400)
          app.log.warn({ order: order.id, status: res.statusCode }, "sandbox webhook refused");
      }
    } catch (err) {
      app.log.error({ err }, "sandbox provider tick failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
