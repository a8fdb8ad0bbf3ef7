import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { isConstraintViolation } from "./ledger.js";
import { signWebhook } from "./sandbox-provider.js";

const { server, api } = useTestServer();

const VISA = "4111111111111111";
const nextYear = new Date().getUTCFullYear() + 1;
const balance = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body;

async function waitForOrder(u: TestUser, orderId: string) {
  for (let i = 0; i < 50; i++) {
    const res = await api("GET", `/api/wallet/orders/${orderId}`, { token: u.token });
    if (res.body.status !== "pending") return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("order never completed");
}

function webhook(
  body: object,
  secret = server.app.config.paymentWebhookSecret,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const raw = JSON.stringify(body);
  return api("POST", "/api/payments/webhook", {
    raw,
    headers: { "content-type": "application/json", "x-signature": signWebhook(secret, raw, timestamp) },
  });
}

/** A user who received a bonus of `yuan` (so that it is withdrawable). */
async function earner(yuan: number) {
  const publisher = await createUser(api, "pub");
  await fundWallet(server.app, publisher.id, yuan);
  const user = await createUser(api, "earner");
  await verifyPhone(server.app, user.id); // withdrawals need a verified phone
  const id = await createQuestion(api, publisher, { bonus_amount: yuan, bonus_rule: "publisher_agree" });
  const commentId = await createComment(api, user, id);
  const paid = await api("POST", "/api/questions/pay_bonus", {
    token: publisher.token,
    json: { question_id: id, comment_id: commentId },
  });
  expect(paid.status).toBe(200);
  return user;
}

async function addCard(u: TestUser, number = VISA) {
  return api("POST", "/api/cards", {
    token: u.token,
    json: { bank_name: "中国银行", number, exp_month: 12, exp_year: nextYear },
  });
}

describe("recharge through the sandbox provider", () => {
  it("completes by itself through the signed webhook and credits the balance", async () => {
    const user = await createUser(api, "payer");
    const res = await api("POST", "/api/wallet/recharge", { token: user.token, json: { amount: 88.8 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ order_id: expect.any(String), status: "pending", checkout_url: null });
    const order = await waitForOrder(user, res.body.order_id);
    expect(order).toMatchObject({ status: "completed", amount: 88.8, kind: "recharge", provider: "sandbox" });
    expect(await balance(user)).toEqual({ balance: 88.8, withdrawable: 0, total_receive_bonus: 0 });
    const log = await api("GET", `/api/customer_balances/${user.id}/my_recharge_logs`, { token: user.token });
    expect(log.body).toEqual([
      expect.objectContaining({
        type: "recharge",
        amount: 88.8,
        from_user_id: null,
        target_user_id: user.id,
      }),
    ]);
  });

  it("returns the first order for a repeated Idempotency-Key and credits once", async () => {
    const user = await createUser(api, "twice");
    const key = randomUUID();
    const [a, b] = await Promise.all([
      api("POST", "/api/wallet/recharge", {
        token: user.token,
        json: { amount: 10 },
        headers: { "idempotency-key": key },
      }),
      api("POST", "/api/wallet/recharge", {
        token: user.token,
        json: { amount: 10 },
        headers: { "idempotency-key": key },
      }),
    ]);
    const ok = [a, b].filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 10 },
      headers: { "idempotency-key": key },
    });
    expect(again.body.order_id).toBe(ok[0]?.body.order_id);
    await waitForOrder(user, again.body.order_id);
    expect((await balance(user)).balance).toBe(10);
  });

  it.each([
    ["zero", 0],
    ["three decimals", 1.005],
    ["negative", -5],
    ["too large", 1_000_001],
    ["text", "100"],
  ])("refuses a %s amount", async (_name, amount) => {
    const user = await createUser(api, "bad");
    const res = await api("POST", "/api/wallet/recharge", { token: user.token, json: { amount } });
    expect(res.status).toBe(400);
  });
});

describe("payment webhook", () => {
  it("refuses unsigned, wrongly signed and stale events, and moves nothing", async () => {
    const user = await createUser(api, "hook");
    const order = await api("POST", "/api/wallet/recharge", { token: user.token, json: { amount: 5 } });
    const event = {
      event_id: `evt_${randomUUID()}`,
      order_id: order.body.order_id,
      status: "completed",
      timestamp: 1,
    };
    const unsigned = await api("POST", "/api/payments/webhook", { json: event });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.code).toBe("invalid_signature");
    expect((await webhook(event, "x".repeat(64))).status).toBe(401);
    expect((await webhook(event, undefined, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
    await waitForOrder(user, order.body.order_id);
    expect((await balance(user)).balance).toBe(5);
  });

  it("applies a replayed event once", async () => {
    const user = await createUser(api, "replay");
    // A provider other than the sandbox would leave the order pending; complete it by hand, twice.
    const orderId = randomUUID();
    const { paymentOrders } = await import("../../db/schema/index.js");
    await server.app.db
      .insert(paymentOrders)
      .values({ id: orderId, userId: user.id, kind: "recharge", amountFen: 700, provider: "manual" });
    const event = { event_id: `evt_${randomUUID()}`, order_id: orderId, status: "completed", timestamp: 1 };
    expect((await webhook(event)).body).toEqual({ received: true, applied: true });
    expect((await webhook(event)).body).toEqual({ received: true, applied: false });
    expect((await webhook({ ...event, event_id: `evt_${randomUUID()}` })).body.applied).toBe(false);
    expect((await balance(user)).balance).toBe(7);
  });
});

describe("withdraw", () => {
  it("allows only bonuses received, moves money out at once and completes through the provider", async () => {
    const user = await earner(30);
    await fundWallet(server.app, user.id, 100);
    const card = await addCard(user);
    expect(await balance(user)).toEqual({ balance: 130, withdrawable: 30, total_receive_bonus: 30 });
    const tooMuch = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 30.01, card_id: card.body.id },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe("amount_exceeds_withdrawable");
    const res = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 25, card_id: card.body.id },
    });
    expect(res.status).toBe(201);
    expect(await balance(user)).toEqual({ balance: 105, withdrawable: 5, total_receive_bonus: 30 });
    expect((await waitForOrder(user, res.body.order_id)).status).toBe("completed");
    const log = await api("GET", `/api/customer_balances/${user.id}/my_recharge_logs`, { token: user.token });
    expect(log.body[0]).toMatchObject({ type: "withdraw", amount: -25 });
    const inbox = await api("GET", `/api/messages/user/${user.id}`, { token: user.token });
    expect(inbox.body.items[0]).toMatchObject({
      kind: "withdrawal_completed",
      link: "/wallet/rechargeRecorde?kind=withdraw",
    });
    expect(inbox.body.items[0].content).toMatch(/¥25\.00.*\*\*\*\*\d{4}/);
  });

  it("gives the money back when the sandbox declines the payout (test card 4000 0000 0000 0002)", async () => {
    const user = await earner(9);
    const card = await addCard(user, "4000000000000002");
    await api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { lang: "ar" } });
    const res = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 9, card_id: card.body.id },
    });
    expect(res.status).toBe(201);
    expect(await balance(user)).toMatchObject({ balance: 0, withdrawable: 0 });
    expect((await waitForOrder(user, res.body.order_id)).status).toBe("failed");
    expect(await balance(user)).toEqual({ balance: 9, withdrawable: 9, total_receive_bonus: 9 });
    const log = await api("GET", `/api/customer_balances/${user.id}/my_recharge_logs`, { token: user.token });
    // The money coming back says so (not "Withdrawal +¥9").
    expect(log.body.slice(0, 2).map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ["withdraw_refund", 9],
      ["withdraw", -9],
    ]);
    // The user is told, in their language, why, with a link to their withdrawals.
    const inbox = await api("GET", `/api/messages/user/${user.id}`, { token: user.token });
    expect(inbox.body.items[0]).toMatchObject({
      kind: "withdrawal_failed",
      title: "فشل السحب وأُعيد المبلغ",
      link: "/wallet/rechargeRecorde?kind=withdraw",
    });
    expect(inbox.body.items[0].content).toContain("رفض البنك أو مزوّد الدفع عملية الصرف");
    expect(inbox.body.items[0].content).toContain("¥9.00");
  });

  it("lets only one of two concurrent withdrawals of the whole amount through", async () => {
    const user = await earner(20);
    const card = await addCard(user);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api("POST", "/api/wallet/withdraw", {
          token: user.token,
          json: { amount: 20, card_id: card.body.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await balance(user)).balance).toBe(0);
  });

  it("refuses someone else's card", async () => {
    const user = await earner(5);
    const other = await createUser(api, "other");
    const card = await addCard(other);
    const res = await api("POST", "/api/wallet/withdraw", {
      token: user.token,
      json: { amount: 5, card_id: card.body.id },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("card_not_found");
  });
});

describe("cards", () => {
  it("keeps only brand, last four digits and expiry, and manages defaults", async () => {
    const user = await createUser(api, "cards");
    const first = await addCard(user);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      bank_name: "中国银行",
      brand: "visa",
      last4: "1111",
      exp_month: 12,
      exp_year: nextYear,
      is_default_payment: true,
      is_default_receiving: true,
    });
    expect(JSON.stringify(first.body)).not.toContain(VISA);
    const second = await addCard(user, "5555 5555 5555 4444");
    expect(second.body).toMatchObject({ brand: "mastercard", is_default_payment: false });
    const list = await api("PUT", `/api/cards/${second.body.id}/default`, {
      token: user.token,
      json: { kind: "payment" },
    });
    expect(list.body.map((c: { is_default_payment: boolean }) => c.is_default_payment)).toEqual([
      false,
      true,
    ]);
    expect((await api("DELETE", `/api/cards/${first.body.id}`, { token: user.token })).status).toBe(204);
    expect((await api("GET", "/api/cards", { token: user.token })).body).toHaveLength(1);
    const stored = await server.app.db.execute(
      (await import("drizzle-orm")).sql`select * from bank_cards where user_id = ${user.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain("555555");
  });

  it("serializes concurrent card changes: no 500, always exactly one default of each kind", async () => {
    const user = await createUser(api, "cardrace");
    // Five first cards at once: exactly one becomes the default.
    const added = await Promise.all(Array.from({ length: 5 }, () => addCard(user)));
    expect(added.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const defaults = async () => {
      const cards = (await api("GET", "/api/cards", { token: user.token })).body as {
        id: number;
        is_default_payment: boolean;
        is_default_receiving: boolean;
      }[];
      return {
        cards,
        payment: cards.filter((c) => c.is_default_payment).map((c) => c.id),
        receiving: cards.filter((c) => c.is_default_receiving).map((c) => c.id),
      };
    };
    expect((await defaults()).payment).toHaveLength(1);
    expect((await defaults()).receiving).toHaveLength(1);
    const ids = added.map((r) => r.body.id as number);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("PUT", `/api/cards/${ids[i % ids.length]}/default`, {
          token: user.token,
          json: { kind: i % 2 ? "payment" : "receiving" },
        }),
      ),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect((await defaults()).payment).toHaveLength(1);
    expect((await defaults()).receiving).toHaveLength(1);
  });

  it("makes the oldest remaining card the default when the default card is deleted", async () => {
    const user = await createUser(api, "carddel");
    const first = await addCard(user);
    const second = await addCard(user, "5555555555554444");
    const third = await addCard(user, "4000000000000002");
    await api("PUT", `/api/cards/${third.body.id}/default`, { token: user.token, json: { kind: "payment" } });
    const list = async () =>
      (
        (await api("GET", "/api/cards", { token: user.token })).body as {
          id: number;
          is_default_payment: boolean;
          is_default_receiving: boolean;
        }[]
      ).map((c) => [c.id, c.is_default_payment, c.is_default_receiving]);
    // Deleting a card that is no default changes no default.
    expect((await api("DELETE", `/api/cards/${second.body.id}`, { token: user.token })).status).toBe(204);
    expect(await list()).toEqual([
      [first.body.id, false, true],
      [third.body.id, true, false],
    ]);
    // The receiving default goes: the oldest remaining card takes it.
    expect((await api("DELETE", `/api/cards/${first.body.id}`, { token: user.token })).status).toBe(204);
    expect(await list()).toEqual([[third.body.id, true, true]]);
    expect((await api("DELETE", `/api/cards/${third.body.id}`, { token: user.token })).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it.each([
    ["a failed Luhn check", { number: "4111111111111112" }, "invalid_card"],
    ["15 digits", { number: "411111111111111" }, "validation_error"],
    ["letters", { number: "4111a11111111111" }, "validation_error"],
    ["month 13", { exp_month: 13 }, "validation_error"],
    ["month 0", { exp_month: 0 }, "validation_error"],
    ["a past year", { exp_year: 2020 }, "invalid_card"],
  ])("refuses %s", async (_name, override, code) => {
    const user = await createUser(api, "badcard");
    const res = await api("POST", "/api/cards", {
      token: user.token,
      json: { bank_name: "Bank", number: VISA, exp_month: 12, exp_year: nextYear, ...override },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it("never shows or changes another user's cards", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const card = await addCard(alice);
    expect((await api("GET", `/api/cards?user_id=${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await api("GET", "/api/cards", { token: bob.token })).body).toEqual([]);
    expect((await api("DELETE", `/api/cards/${card.body.id}`, { token: bob.token })).status).toBe(404);
    const res = await api("PUT", `/api/cards/${card.body.id}/default`, {
      token: bob.token,
      json: { kind: "payment" },
    });
    expect(res.status).toBe(404);
    expect((await api("GET", "/api/cards", { token: alice.token })).body).toHaveLength(1);
  });
});

describe("coupons", () => {
  it("claims once, uses once, and honours the threshold", async () => {
    const user = await createUser(api, "coupon");
    await verifyPhone(server.app, user.id); // coupon claims need a verified phone
    const offers = await api("GET", "/api/coupons?lang=en", { token: user.token });
    const welcome = offers.body.find((c: { amount: number }) => c.amount === 5);
    const ask10 = offers.body.find((c: { amount: number }) => c.amount === 10);
    expect(welcome).toMatchObject({
      threshold: 0,
      claimed: false,
      description: "Welcome gift: ¥5 added to your balance",
    });
    const claim = await api("POST", "/api/coupon_records/claim", {
      token: user.token,
      json: { coupon_id: welcome.id, user_id: 1 },
    });
    expect(claim.status).toBe(201);
    const twice = await api("POST", "/api/coupon_records/claim", {
      token: user.token,
      json: { coupon_id: welcome.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("coupon_already_claimed");
    const use = await api("POST", `/api/coupon_records/use/${claim.body.record_id}`, { token: user.token });
    expect(use.body).toEqual({ record_id: claim.body.record_id, used: true, amount: 5 });
    expect((await balance(user)).balance).toBe(5);
    const again = await api("POST", `/api/coupon_records/use/${claim.body.record_id}`, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("coupon_already_used");

    const claimed = await api("POST", "/api/coupon_records/claim", {
      token: user.token,
      json: { coupon_id: ask10.id },
    });
    const early = await api("POST", `/api/coupon_records/use/${claimed.body.record_id}`, {
      token: user.token,
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe("coupon_threshold_not_met");
    const records = await api("GET", "/api/coupon_records/available", { token: user.token });
    expect(records.body.map((r: { used: boolean }) => r.used).sort()).toEqual([false, true]);
    const log = await api("GET", `/api/customer_balances/${user.id}/my_recharge_logs`, { token: user.token });
    expect(log.body[0]).toMatchObject({ type: "coupon", amount: 5 });
  });

  it("uses a coupon once even under concurrent requests", async () => {
    const user = await createUser(api, "race");
    await verifyPhone(server.app, user.id); // coupon claims need a verified phone
    const offers = await api("GET", "/api/coupons", { token: user.token });
    // The seeded welcome coupon (other test files on the same database add coupons without a threshold).
    const welcome = offers.body.find(
      (c: { amount: number; threshold: number }) => c.amount === 5 && c.threshold === 0,
    );
    const claim = await api("POST", "/api/coupon_records/claim", {
      token: user.token,
      json: { coupon_id: welcome.id },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("POST", `/api/coupon_records/use/${claim.body.record_id}`, { token: user.token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await balance(user)).balance).toBe(5);
  });

  it("refuses to claim or use an expired or withdrawn coupon (410) and moves nothing", async () => {
    const { coupons } = await import("../../db/schema/index.js");
    const { eq, sql } = await import("drizzle-orm");
    const make = async (values: { active?: boolean; expiresAt?: Date }) => {
      const [row] = await server.app.db
        .insert(coupons)
        .values({ code: `t_${randomUUID()}`, amountFen: 300, description: { en: "test coupon" }, ...values })
        .returning({ id: coupons.id });
      return row?.id as number;
    };
    const user = await createUser(api, "expired");
    await verifyPhone(server.app, user.id); // coupon claims need a verified phone
    const claim = (couponId: number) =>
      api("POST", "/api/coupon_records/claim", { token: user.token, json: { coupon_id: couponId } });
    const use = (recordId: number) =>
      api("POST", `/api/coupon_records/use/${recordId}`, { token: user.token });

    const gone = await claim(await make({ expiresAt: new Date(Date.now() - 1000) }));
    expect([gone.status, gone.body.code]).toEqual([410, "coupon_expired"]);
    const withdrawn = await claim(await make({ active: false }));
    expect([withdrawn.status, withdrawn.body.code]).toEqual([410, "coupon_inactive"]);
    expect((await claim(2_000_000_000)).status).toBe(404);

    // Claimed while on offer, then it expires / is withdrawn before use.
    const soon = await make({ expiresAt: new Date(Date.now() + 3_600_000) });
    const later = await make({});
    const a = await claim(soon);
    const b = await claim(later);
    expect(a.body).toMatchObject({ usable: true, expires_at: expect.any(String) });
    await server.app.db
      .update(coupons)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(coupons.id, soon));
    await server.app.db.update(coupons).set({ active: false }).where(eq(coupons.id, later));
    const usedExpired = await use(a.body.record_id);
    expect([usedExpired.status, usedExpired.body.code]).toEqual([410, "coupon_expired"]);
    const usedWithdrawn = await use(b.body.record_id);
    expect([usedWithdrawn.status, usedWithdrawn.body.code]).toEqual([410, "coupon_inactive"]);
    expect((await balance(user)).balance).toBe(0);
    const records = await api("GET", "/api/coupon_records/available", { token: user.token });
    expect(records.body.map((r: { used: boolean; usable: boolean }) => [r.used, r.usable])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it("keeps coupon records private", async () => {
    const alice = await createUser(api, "alice");
    await verifyPhone(server.app, alice.id);
    const bob = await createUser(api, "bob");
    const offers = await api("GET", "/api/coupons", { token: alice.token });
    const claim = await api("POST", "/api/coupon_records/claim", {
      token: alice.token,
      json: { coupon_id: offers.body[0].id },
    });
    expect(
      (await api("POST", `/api/coupon_records/use/${claim.body.record_id}`, { token: bob.token })).status,
    ).toBe(404);
    expect(
      (await api("GET", `/api/coupon_records/available?user_id=${alice.id}`, { token: bob.token })).status,
    ).toBe(403);
  });
});

describe("ledger constraints", () => {
  it("refuses an overdraft on every account but the two platform ones, by the account's kind", async () => {
    const { sql } = await import("drizzle-orm");
    const { queryRows } = await import("../../db/rows.js");
    const violates = async (statement: Promise<unknown>, constraint: string) => {
      const err = await statement.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isConstraintViolation(err, constraint)).toBe(true);
    };
    const insert = (kind: string, userId: number | null, questionId: number | null, balance: number) =>
      server.app.db.execute(
        sql`insert into accounts (kind, user_id, question_id, balance_fen) values (${kind}, ${userId}, ${questionId}, ${balance})`,
      );
    const user = await createUser(api, "overdraft");
    const id = await createQuestion(api, user, {});
    await violates(insert("user_available", user.id, null, -1), "accounts_no_overdraft_ck");
    await violates(insert("withdrawals_pending", user.id, null, -1), "accounts_no_overdraft_ck");
    await violates(insert("question_escrow", null, id, -1), "accounts_no_overdraft_ck");
    // A kind the ledger does not know, and an account with the wrong owner, are refused too.
    await violates(insert("user_credit", user.id, null, 0), "accounts_kind_ck");
    await violates(insert("platform_cash", user.id, null, 0), "accounts_owner_ck");
    await violates(insert("question_escrow", user.id, null, 0), "accounts_owner_ck");
    await fundWallet(server.app, user.id, 1);
    await violates(
      server.app.db.execute(
        sql`update accounts set balance_fen = -1 where kind = 'user_available' and user_id = ${user.id}`,
      ),
      "accounts_no_overdraft_ck",
    );
    // The platform's cash account mirrors money that came in from outside: it is negative.
    const [cash] = await queryRows<{ balance: string }>(
      server.app.db,
      sql`select balance_fen as balance from accounts where kind = 'platform_cash'`,
    );
    expect(Number(cash?.balance)).toBeLessThan(0);
  });
});

describe("authorization", () => {
  it("never lets one user read another's balance or log", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    for (const path of ["balance", "total_receive_bonus", "my_recharge_logs"]) {
      const res = await api("GET", `/api/customer_balances/${alice.id}/${path}`, { token: bob.token });
      expect(res.status).toBe(403);
      expect((await api("GET", `/api/customer_balances/${alice.id}/${path}`)).status).toBe(401);
    }
    const order = await api("POST", "/api/wallet/recharge", { token: alice.token, json: { amount: 1 } });
    expect((await api("GET", `/api/wallet/orders/${order.body.order_id}`, { token: bob.token })).status).toBe(
      404,
    );
  });

  it("keeps the ledger balanced", async () => {
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });
});
