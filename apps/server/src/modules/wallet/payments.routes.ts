import { ErrorBody, PaymentWebhook, WebhookResponse } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { applyPaymentEvent, verifyWebhookSignature } from "./payments.service.js";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** POST /api/payments/webhook: the payment provider's signed notification (HMAC-SHA256 over the raw body). */
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

  app.post(
    "/payments/webhook",
    {
      schema: {
        tags: ["wallet"],
        summary: "Payment provider notification; header X-Signature: t=<unix>,v1=<hex HMAC>",
        body: PaymentWebhook,
        response: {
          200: WebhookResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const signature = request.headers["x-signature"];
      verifyWebhookSignature(
        app.config.paymentWebhookSecret,
        request.rawBody ?? "",
        typeof signature === "string" ? signature : undefined,
      );
      const result = await applyPaymentEvent(app.db, request.body);
      return { received: true as const, applied: result.applied };
    },
  );
};
