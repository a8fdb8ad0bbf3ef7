import type { IncomingHttpHeaders } from "node:http";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { ledgerInvariantViolations } from "../../test/db-factories.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { addCard } from "../../test/wallet-factories.js";
import { postTransaction } from "../wallet/ledger.js";
import type { PaymentEvent, PaymentProvider, Payout, PayoutRequest } from "../wallet/payment-provider.js";
import { dispatchPayouts, startWithdraw } from "../wallet/payments.service.js";

/** A provider that records what it was asked to pay out (and completes nothing by itself). */
class RecordingPay implements PaymentProvider {
  readonly payouts: PayoutRequest[] = [];
  constructor(readonly name: string) {}
  async createCheckout() {
    return { providerRef: "none", checkoutUrl: null };
  }
  async payout(request: PayoutRequest): Promise<Payout> {
    this.payouts.push(request);
    return { providerRef: `rp_${request.orderId}` };
  }
  parseWebhook(_raw: string, _headers: IncomingHttpHeaders): PaymentEvent {
    throw new AppError(401, "invalid_signature", "no webhooks here");
  }
}

const pay = new RecordingPay("reviewpay");
// Withdrawals above ¥100 wait for an administrator.
const { server, api } = useTestServer({ payoutReviewAboveFen: 10_000 }, { paymentProvider: pay });

/** A user with `yuan` of earned (withdrawable) money, a verified phone and a card. */
async function earner(yuan: number): Promise<{ user: TestUser; card: number }> {
  const user = await createUser(api, "payee");
  await verifyPhone(server.app, user.id);
  const card = await addCard(api, user);
  const fen = Math.round(yuan * 100);
  await server.app.db.transaction((tx) =>
    postTransaction(tx, {
      kind: "test_income",
      postings: [
        { account: { kind: "platform_cash" }, amountFen: -fen, logType: "internal" },
        { account: { kind: "user_available", userId: user.id }, amountFen: fen, logType: "receive_bonus" },
      ],
    }),
  );
  return { user, card };
}

const withdraw = async (user: TestUser, card: number, amount: number) => {
  const res = await api("POST", "/api/wallet/withdraw", {
    token: user.token,
    json: { amount, card_id: card },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order_id as string;
};
const balance = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;
const decide = async (id: string, decision: "approve" | "reject", token: string, note = "checked") =>
  api("POST", `/api/admin/payouts/${id}/${decision}`, { token, json: { note } });
const paidOut = (orderId: string) => pay.payouts.filter((p) => p.orderId === orderId).length;
const returns = async (orderId: string) => {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`select count(*)::int as n from ledger_transactions
      where kind = 'withdraw_failed' and details->>'order_id' = ${orderId}`,
  );
  return row?.n ?? 0;
};

describe("payouts queue", () => {
  it("holds a withdrawal above the threshold until an administrator approves it", async () => {
    const admin = await loginAdmin(api);
    const { user, card } = await earner(500);
    const big = await withdraw(user, card, 150);
    const small = await withdraw(user, card, 50);
    await dispatchPayouts(server.app.db, pay);
    expect(paidOut(small)).toBe(1);
    expect(paidOut(big)).toBe(0);

    const queue = await api("GET", "/api/admin/payouts?status=waiting", { token: admin.token });
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i: { order_id: string }) => i.order_id === big);
    expect(item).toMatchObject({
      user_id: user.id,
      username: user.username,
      amount_fen: 15_000,
      review: "waiting",
      card: "Bank ****1111",
      user_banned: false,
    });
    expect(queue.body.items.some((i: { order_id: string }) => i.order_id === small)).toBe(false);
    expect(queue.body.waiting_count).toBeGreaterThanOrEqual(1);

    const approved = await decide(big, "approve", admin.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      review: "approved",
      reviewed_by: "admin_test",
      review_note: "checked",
    });
    expect((await decide(big, "approve", admin.token)).status).toBe(409);
    expect((await decide(big, "reject", admin.token)).status).toBe(409);
    await dispatchPayouts(server.app.db, pay);
    expect(paidOut(big)).toBe(1);

    const audit = await api("GET", `/api/admin/audit-log?action=payout_approve&target_id=${big}`, {
      token: admin.token,
    });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({ target_type: "payment_order", actor_id: admin.id });
  });

  it("rejects once under concurrent decisions: the money returns exactly once and the user is told", async () => {
    const admin = await loginAdmin(api);
    const { user, card } = await earner(500);
    const order = await withdraw(user, card, 200);
    expect(await balance(user)).toBe(300);

    const results = await Promise.all([
      decide(order, "reject", admin.token, "name on the card differs"),
      decide(order, "reject", admin.token, "name on the card differs"),
      decide(order, "approve", admin.token),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.body;
    if (winner.review === "rejected") {
      expect(await balance(user)).toBe(500);
      expect(await returns(order)).toBe(1);
      const messages = await api("GET", `/api/messages/user/${user.id}`, { token: user.token });
      expect(JSON.stringify(messages.body)).toContain("withdrawal_failed");
      const orderNow = await api("GET", `/api/wallet/orders/${order}`, { token: user.token });
      expect(orderNow.body.status).toBe("failed");
    } else {
      expect(await balance(user)).toBe(300);
      expect(await returns(order)).toBe(0);
    }
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("returns a rejected withdrawal's money once and never pays it out", async () => {
    const admin = await loginAdmin(api);
    const { user, card } = await earner(400);
    const order = await withdraw(user, card, 300);
    const both = await Promise.all([
      decide(order, "reject", admin.token, "suspicious"),
      decide(order, "reject", admin.token, "suspicious"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(user)).toBe(400);
    expect(await returns(order)).toBe(1);
    await dispatchPayouts(server.app.db, pay);
    expect(paidOut(order)).toBe(0);
    const rejected = await api("GET", "/api/admin/payouts?status=rejected", { token: admin.token });
    expect(rejected.body.items.find((i: { order_id: string }) => i.order_id === order)).toMatchObject({
      review: "rejected",
      order_status: "failed",
      review_note: "suspicious",
    });
    // The failure message says why, in the user's language (zh by default).
    const messages = await api("GET", `/api/messages/user/${user.id}`, { token: user.token });
    expect(JSON.stringify(messages.body)).toContain("平台审核未通过");
  });

  it("a reject needs a note; unknown orders are 404", async () => {
    const admin = await loginAdmin(api);
    const { user, card } = await earner(400);
    const order = await withdraw(user, card, 300);
    const empty = await api("POST", `/api/admin/payouts/${order}/reject`, { token: admin.token, json: {} });
    expect(empty.status).toBe(400);
    const unknown = await decide("00000000-0000-4000-8000-000000000000", "approve", admin.token);
    expect(unknown.status).toBe(404);
    expect((await decide("not-a-uuid", "approve", admin.token)).status).toBe(400);
  });

  it("a ban puts the user's unsubmitted withdrawals in the queue, and a banned user's withdrawal waits", async () => {
    const admin = await loginAdmin(api);
    const { user, card } = await earner(500);
    // A provider of its own: this process's dispatcher (the app's provider) never touches these.
    const held = new RecordingPay("heldpay");
    const withdrawHeld = (amount: number) =>
      startWithdraw(server.app.db, user.id, { amount, card_id: card }, held, undefined, 10_000);
    const first = await withdrawHeld(20);
    const banned = await api("POST", `/api/admin/users/${user.id}/ban`, {
      token: admin.token,
      json: { reason: "fraud" },
    });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    const second = await withdrawHeld(30);
    expect(await dispatchPayouts(server.app.db, held)).toBe(0);
    expect(held.payouts).toEqual([]);

    const queue = await api("GET", "/api/admin/payouts?status=waiting&limit=200", { token: admin.token });
    const mine = queue.body.items.filter((i: { user_id: number }) => i.user_id === user.id);
    expect(mine.map((i: { order_id: string }) => i.order_id).sort()).toEqual(
      [first.order_id, second.order_id].sort(),
    );
    expect(mine.every((i: { user_banned: boolean }) => i.user_banned)).toBe(true);

    expect((await decide(first.order_id, "approve", admin.token)).status).toBe(200);
    expect(await dispatchPayouts(server.app.db, held)).toBe(1);
    expect(held.payouts.map((p) => p.orderId)).toEqual([first.order_id]);
  });

  it("is for administrators only", async () => {
    const user = await createUser(api, "nosy");
    for (const [method, path] of [
      ["GET", "/api/admin/payouts"],
      ["POST", "/api/admin/payouts/00000000-0000-4000-8000-000000000000/approve"],
      ["POST", "/api/admin/payouts/00000000-0000-4000-8000-000000000000/reject"],
    ] as const) {
      const res = await api(method, path, {
        token: user.token,
        json: method === "POST" ? { note: "x" } : undefined,
      });
      expect(res.status, path).toBe(403);
    }
  });
});
