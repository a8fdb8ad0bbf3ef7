import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.js";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { addCard, payBonusTo } from "../../test/wallet-factories.js";
import { postTransaction } from "./ledger.js";
import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  Payout,
  PayoutRequest,
} from "./payment-provider.js";
import { createPaymentProvider } from "./payment-provider.js";
import { dispatchPayouts, startWithdraw } from "./payments.service.js";
import { SandboxProvider } from "./sandbox-provider.js";

/**
 * A provider with its own checkout pages, payout API and webhook format plugs in through the
 * PaymentProvider interface alone: no service knows which provider runs.
 */
class FakePay implements PaymentProvider {
  readonly name = "fakepay";
  readonly checkouts: CheckoutRequest[] = [];
  readonly payouts: PayoutRequest[] = [];
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    this.checkouts.push(request);
    return { providerRef: `fp_${request.orderId}`, checkoutUrl: `https://pay.example/c/${request.orderId}` };
  }
  async payout(request: PayoutRequest): Promise<Payout> {
    this.payouts.push(request);
    return { providerRef: `fp_po_${request.orderId}` };
  }
  parseWebhook(rawBody: string, headers: IncomingHttpHeaders): PaymentEvent {
    if (headers["x-fakepay-token"] !== "let-me-in")
      throw new AppError(401, "invalid_signature", "not from fakepay");
    const body = JSON.parse(rawBody) as { id: string; merchant_order: string; paid: boolean; cents: number };
    return {
      eventId: body.id,
      orderId: body.merchant_order,
      status: body.paid ? "completed" : "failed",
      amountFen: body.cents,
      payload: body,
    };
  }
}

const fake = new FakePay();
const { server, api } = useTestServer({}, { paymentProvider: fake });

const balance = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body;
const order = async (u: TestUser, id: string) =>
  (await api("GET", `/api/wallet/orders/${id}`, { token: u.token })).body;
const notify = (event: object, token = "let-me-in") =>
  api("POST", "/api/payments/webhook", {
    raw: JSON.stringify(event),
    headers: { "content-type": "application/json", "x-fakepay-token": token },
  });

describe("a payment provider plugged in through the interface", () => {
  it("recharge: the checkout URL goes to the client, the provider's own webhook credits once", async () => {
    const user = await createUser(api, "fakepay");
    const res = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 12.5 },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      order_id: expect.any(String),
      status: "pending",
      checkout_url: `https://pay.example/c/${res.body.order_id}`,
    });
    expect(fake.checkouts.at(-1)).toEqual({ orderId: res.body.order_id, userId: user.id, amountFen: 1250 });
    expect((await order(user, res.body.order_id)).provider).toBe("fakepay");

    const event = {
      id: `fp_evt_${randomUUID()}`,
      merchant_order: res.body.order_id,
      paid: true,
      cents: 1250,
    };
    expect((await notify(event, "wrong")).status).toBe(401);
    // A signed event whose amount is not the order's moves nothing.
    const short = await notify({ ...event, id: `fp_evt_${randomUUID()}`, cents: 1 });
    expect(short.status).toBe(409);
    expect((await balance(user)).balance).toBe(0);
    expect((await notify(event)).body).toEqual({ received: true, applied: true });
    expect((await notify(event)).body).toEqual({ received: true, applied: false });
    expect((await balance(user)).balance).toBe(12.5);
    expect((await order(user, res.body.order_id)).status).toBe("completed");
  });

  it("withdraw: the dispatcher pays out once through the provider, a failed payout gives the money back", async () => {
    const publisher = await createUser(api, "fppub");
    const recharge = await api("POST", "/api/wallet/recharge", {
      token: publisher.token,
      json: { amount: 30 },
    });
    await notify({
      id: `fp_evt_${randomUUID()}`,
      merchant_order: recharge.body.order_id,
      paid: true,
      cents: 3000,
    });
    const user = await createUser(api, "fpearn");
    await verifyPhone(server.app, user.id); // withdrawals need a verified phone
    await payBonusTo(api, publisher, user, 30);
    const card = await addCard(api, user, "5555555555554444");

    const ok = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 10, card_id: card },
    });
    const fails = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 5, card_id: card },
    });
    await expect.poll(() => fake.payouts.filter((p) => p.userId === user.id).length).toBe(2);
    // Submitted once only, however often the dispatcher runs.
    await dispatchPayouts(server.app.db, fake);
    const mine = fake.payouts.filter((p) => p.userId === user.id);
    expect(mine.map((p) => [p.orderId, p.amountFen, p.card.last4]).sort()).toEqual(
      [
        [ok.body.order_id, 1000, "4444"],
        [fails.body.order_id, 500, "4444"],
      ].sort(),
    );
    expect(await balance(user)).toMatchObject({ balance: 15, withdrawable: 15 });
    await notify({ id: `fp_evt_${randomUUID()}`, merchant_order: ok.body.order_id, paid: true, cents: 1000 });
    await notify({
      id: `fp_evt_${randomUUID()}`,
      merchant_order: fails.body.order_id,
      paid: false,
      cents: 500,
    });
    expect((await order(user, ok.body.order_id)).status).toBe("completed");
    expect((await order(user, fails.body.order_id)).status).toBe("failed");
    expect(await balance(user)).toMatchObject({ balance: 20, withdrawable: 20 });
    const log = await api("GET", `/api/customer_balances/${user.id}/my_recharge_logs`, { token: user.token });
    expect(log.body.slice(0, 3).map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ["withdraw_refund", 5],
      ["withdraw", -5],
      ["withdraw", -10],
    ]);
  });

  it("a withdrawal whose card was deleted before the payout fails and refunds", async () => {
    // Another provider's order, which this server's dispatcher leaves alone until called here.
    const other = Object.assign(new FakePay(), { name: "fakepay2" });
    const user = await createUser(api, "fpgone");
    await verifyPhone(server.app, user.id);
    await fundWallet(server.app, user.id, 0.01);
    const card = await api("POST", "/api/cards", {
      token: user.token,
      json: { bank_name: "Bank", number: "4111111111111111", exp_month: 12, exp_year: 2099 },
    });
    // Earned money (withdrawable), as a received bonus would be.
    await server.app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: "test_income",
        postings: [
          { account: { kind: "platform_cash" }, amountFen: -700, logType: "internal" },
          { account: { kind: "user_available", userId: user.id }, amountFen: 700, logType: "receive_bonus" },
        ],
      }),
    );
    const started = await startWithdraw(
      server.app.db,
      user.id,
      { amount: 7, card_id: card.body.id },
      other,
      undefined,
      server.app.config.payoutReviewAboveFen,
    );
    expect((await balance(user)).balance).toBe(0.01);
    expect((await api("DELETE", `/api/cards/${card.body.id}`, { token: user.token })).status).toBe(204);
    expect(await dispatchPayouts(server.app.db, other)).toBe(1);
    expect(other.payouts).toEqual([]);
    expect((await order(user, started.order_id)).status).toBe("failed");
    expect((await balance(user)).balance).toBe(7.01);
    // The user is told why (in their language: Chinese by default), with a link to their withdrawals.
    const inbox = await api("GET", `/api/messages/user/${user.id}`, { token: user.token });
    expect(inbox.body.items[0]).toMatchObject({
      kind: "withdrawal_failed",
      link: "/wallet/rechargeRecorde?kind=withdraw",
    });
    expect(inbox.body.items[0].content).toContain("收款银行卡在付款前已被删除");
  });

  it("keeps the ledger balanced", async () => {
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });
});

describe("PAYMENT_PROVIDER", () => {
  it("selects the sandbox, which reads only events signed with the webhook secret", () => {
    const provider = createPaymentProvider({
      paymentProvider: "sandbox",
      paymentWebhookSecret: "s".repeat(40),
    });
    expect(provider).toBeInstanceOf(SandboxProvider);
    expect(provider.name).toBe("sandbox");
    expect(() => provider.parseWebhook("{}", {})).toThrow(AppError);
  });
});
