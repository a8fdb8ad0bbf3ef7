import { walletEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { route } from "../../plugins/endpoints.js";
import { applyPaymentEvent } from "./payments.service.js";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * POST /api/payments/webhook: the payment provider's signed notification. The configured provider
 * verifies the signature over the raw body and reads its own format (the sandbox: HMAC-SHA256,
 * header X-Signature: t=<unix>,v1=<hex>, body PaymentWebhook).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes sent, so keep them (this parser applies to this plugin only).
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, "bad_request", "Invalid JSON"), undefined);
      }
    },
  );

  // Public: no token; the provider's signature over the raw body is what authenticates it.
  route(app, api.paymentWebhook, async (request) => {
    const event = app.payments.parseWebhook(request.rawBody ?? "", request.headers);
    try {
      const result = await applyPaymentEvent(app.db, event);
      return { received: true as const, applied: result.applied };
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409)
        app.log.error({ event }, "payment event refused: its amount differs from the order's");
      throw err;
    }
  });
};
