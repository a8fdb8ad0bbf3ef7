import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import { SandboxProvider } from "./sandbox-provider.js";

/** A recharge the user pays at the provider. `orderId` is ours; providers echo it in their events. */
export interface CheckoutRequest {
  orderId: string;
  userId: number;
  amountFen: number;
}

export interface Checkout {
  /** The provider's reference of the checkout (kept on the order). */
  providerRef: string;
  /** Where the user pays; null when the provider completes the payment without a page (sandbox). */
  checkoutUrl: string | null;
}

/** A withdrawal to pay out to one of the user's cards (only what we keep of a card). */
export interface PayoutRequest {
  orderId: string;
  userId: number;
  amountFen: number;
  card: { bankName: string; brand: string; last4: string; expMonth: number; expYear: number };
}

export interface Payout {
  providerRef: string;
}

/** A provider notification, verified and normalized. */
export interface PaymentEvent {
  /** Unique per notification: a replayed event (same id) moves nothing. */
  eventId: string;
  /** Our order id, as the provider echoes it (merchant order number / metadata). */
  orderId: string;
  status: "completed" | "failed";
  /** The amount the provider says it moved, when it says; it must equal the order's. */
  amountFen?: number;
  /** The parsed notification, kept with the event. */
  payload: unknown;
  /** Why a payout failed, when known (told to the user); otherwise the provider declined it. */
  failureReason?: "card_removed" | "declined";
}

/**
 * A payment provider: money enters through a checkout (recharge) and leaves through a payout
 * (withdrawal); the provider tells the result through a signed webhook (`POST /api/payments/webhook`)
 * that `parseWebhook` verifies. Services only see this interface; PAYMENT_PROVIDER picks the
 * implementation (`createPaymentProvider`). Contract for implementations:
 * - `createCheckout` runs inside the transaction that creates the order (its reply is the stored
 *   Idempotency-Key reply); it should pass `orderId` to the provider as its idempotency key, so a
 *   retried checkout after a crash is the same checkout.
 * - `payout` is called by the payout dispatcher after the withdrawal committed, at least once: it
 *   must be idempotent by `orderId` (a crash after the call and before it is marked submitted calls
 *   it again).
 * - `parseWebhook` throws AppError 401 `invalid_signature` for anything not signed by the provider,
 *   and 400 for a signed body it cannot read.
 */
export interface PaymentProvider {
  /** Stored on each order (`payment_orders.provider`). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  payout(request: PayoutRequest): Promise<Payout>;
  parseWebhook(rawBody: string, headers: IncomingHttpHeaders): PaymentEvent;
  /** Background work the provider needs in each server process; returns its stop function. */
  start?(app: FastifyInstance): () => void;
}

/** The provider PAYMENT_PROVIDER names. A real provider adds its name to the config and a case here. */
export function createPaymentProvider(config: Pick<Config, "paymentProvider" | "paymentWebhookSecret">) {
  switch (config.paymentProvider) {
    case "sandbox":
      return new SandboxProvider(config.paymentWebhookSecret);
  }
  throw new Error(`unknown payment provider ${config.paymentProvider satisfies never}`);
}
