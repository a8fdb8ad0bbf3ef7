import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { PaymentWebhook, yuanToFen } from "@ask/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { startPollingJob } from "../../lib/polling-job.js";
import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  Payout,
  PayoutRequest,
} from "./payment-provider.js";
import { submittedPendingOrders } from "./payments.queries.js";

const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signature header value for a webhook body: "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>". */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** Checks a webhook signature and its age; throws 401 invalid_signature otherwise. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
) {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? "", "hex");
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split("v1=")[1] ?? "", "hex");
  const fresh = Number.isFinite(timestamp) && Math.abs(now / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
  if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(401, "invalid_signature", "Invalid or expired webhook signature");
  }
}

/**
 * Payouts to this card number are declined by the sandbox (Stripe's "card declined" test number),
 * so the failure path of a withdrawal can be tried: 4000 0000 0000 0002.
 */
export const SANDBOX_DECLINED_LAST4 = "0002";

/** The sandbox's references: what the order is and how the sandbox will answer it. */
const REF = { checkout: "sbx_chk_", payout: "sbx_po_", declined: "sbx_po_declined_" } as const;

/**
 * The built-in "sandbox" payment provider (the default; the web marks sandbox money clearly). It
 * behaves like a real provider without one: a checkout needs no payment page and is paid at once; a
 * payout succeeds unless the card is the declined test card; and the result comes back, within a
 * second, through our own `POST /api/payments/webhook` with a signed event, exactly as a real
 * provider's would. Its only state is the order's provider reference, so it polls the database:
 * it survives restarts and works with several server processes (the webhook applies each order once).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox";
  constructor(private readonly secret: string) {}

  async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
    return { providerRef: `${REF.checkout}${randomUUID()}`, checkoutUrl: null };
  }

  async payout(request: PayoutRequest): Promise<Payout> {
    const declined = request.card.last4 === SANDBOX_DECLINED_LAST4;
    return { providerRef: `${declined ? REF.declined : REF.payout}${randomUUID()}` };
  }

  parseWebhook(rawBody: string, headers: IncomingHttpHeaders): PaymentEvent {
    const signature = headers["x-signature"];
    verifyWebhookSignature(this.secret, rawBody, typeof signature === "string" ? signature : undefined);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError(400, "bad_request", "Invalid JSON");
    }
    const parsed = PaymentWebhook.safeParse(json);
    if (!parsed.success) throw new AppError(400, "validation_error", "Not a payment event");
    const event = parsed.data;
    return {
      eventId: event.event_id,
      orderId: event.order_id,
      status: event.status,
      ...(event.amount === undefined ? {} : { amountFen: yuanToFen(event.amount) }),
      payload: event,
    };
  }

  /**
   * Sends the signed event of every submitted sandbox order that is still pending and at least
   * `minAgeMs` old (a provider answers a moment later, not within the request); returns how many.
   */
  async completeDue(app: FastifyInstance, minAgeMs = 200): Promise<number> {
    const due = await submittedPendingOrders(app.db, this.name, minAgeMs);
    for (const order of due) {
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        event_id: `sbx_${randomUUID()}`,
        order_id: order.id,
        status: order.ref?.startsWith(REF.declined) ? "failed" : "completed",
        amount: order.amountFen / 100,
        timestamp,
      });
      const res = await app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-signature": signWebhook(this.secret, body, timestamp),
        },
        payload: body,
      });
      if (res.statusCode >= 400)
        app.log.warn({ order: order.id, status: res.statusCode }, "sandbox webhook refused");
    }
    return due.length;
  }

  /** Completes due orders every `intervalMs` in this process. */
  start(app: FastifyInstance, intervalMs = 300): () => void {
    return startPollingJob({
      name: "sandbox provider tick",
      intervalMs,
      log: app.log,
      run: () => this.completeDue(app),
    });
  }
}
