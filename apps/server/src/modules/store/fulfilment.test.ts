import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { ledgerInvariantViolations } from "../../test/db-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import type { TestUser } from "../../test/user-factories.js";
import { postTransaction } from "../wallet/ledger.js";
import { addProduct, buyOne, fundedBuyer, openShop } from "./store-fixtures.js";

const { server, api } = useTestServer();

const balanceOf = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;
const stockOf = async (productId: number) => (await api("GET", `/api/products/${productId}`)).body.stock;
const cancel = (u: TestUser, id: number) => api("POST", `/api/orders/${id}/cancel`, { token: u.token });
const ship = (u: TestUser, id: number) => api("POST", `/api/merchant/orders/${id}/ship`, { token: u.token });
const complete = (u: TestUser, id: number) =>
  api("POST", `/api/merchant/orders/${id}/complete`, { token: u.token });
const kindsOf = async (u: TestUser) =>
  (
    await queryRows<{ kind: string }>(
      server.app.db,
      sql`select kind from messages where user_id = ${u.id} order by id`,
    )
  ).map((m) => m.kind);

/** A shop (price 30, stock 5) and a buyer who paid 2 of its product (60). */
async function paidOrder() {
  const shop = await openShop(api, server, { price: 30, stock: 5, warning_level: 0 });
  const b = await fundedBuyer(api, server, 100);
  const res = await buyOne(api, b, shop.productId, 2, 60);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...shop, buyer: b.user, orderId: res.body.id as number };
}

describe("POST /api/orders/{id}/cancel", () => {
  it("refunds exactly what was paid through the ledger, restores the stock and tells both sides", async () => {
    const { owner, buyer, productId, orderId } = await paidOrder();
    expect(await stockOf(productId)).toBe(3);
    expect(await balanceOf(buyer)).toBe(40);
    expect(await balanceOf(owner)).toBe(60);

    const res = await cancel(buyer, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, status: "cancelled", can_cancel: false });
    expect(res.body.cancelled_at).toEqual(expect.any(String));
    expect(await stockOf(productId)).toBe(5);
    expect(await balanceOf(buyer)).toBe(100);
    expect(await balanceOf(owner)).toBe(0);
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);

    // The refund is its own transaction, the mirror of the payment, recorded on the order.
    const [row] = await queryRows<{ refund: number; entries: number; sum: string }>(
      server.app.db,
      sql`select o.refund_transaction_id as refund, count(e.id)::int as entries, sum(e.amount_fen)::text as sum
            from orders o join ledger_entries e on e.transaction_id = o.refund_transaction_id
            where o.id = ${orderId} group by o.refund_transaction_id`,
    );
    expect(row).toMatchObject({ entries: 2, sum: "0" });
    const buyerLog = await api("GET", `/api/customer_balances/${buyer.id}/my_recharge_logs`, {
      token: buyer.token,
    });
    expect(buyerLog.body[0]).toMatchObject({ type: "order_refund", amount: 60 });
    const ownerLog = await api("GET", `/api/customer_balances/${owner.id}/my_recharge_logs`, {
      token: owner.token,
    });
    expect(ownerLog.body[0]).toMatchObject({ type: "order_refund", amount: -60 });

    expect(await kindsOf(buyer)).toContain("order_cancelled");
    expect(await kindsOf(owner)).toContain("order_cancelled_merchant");
    const again = await api("GET", `/api/orders/${orderId}`, { token: buyer.token });
    expect(again.body.status).toBe("cancelled");
  });

  it("ATTACK: two cancels at once (double click, two tabs) refund once", async () => {
    const { buyer, owner, productId, orderId } = await paidOrder();
    const results = await Promise.all([
      cancel(buyer, orderId),
      cancel(buyer, orderId),
      cancel(buyer, orderId),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe("order_not_cancellable");
    expect(await balanceOf(buyer)).toBe(100);
    expect(await balanceOf(owner)).toBe(0);
    expect(await stockOf(productId)).toBe(5);
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("ATTACK: a cancel racing a ship has exactly one winner; the other gets 409", async () => {
    const { buyer, owner, productId, orderId } = await paidOrder();
    const [c, s] = await Promise.all([cancel(buyer, orderId), ship(owner, orderId)]);
    expect([c.status, s.status].sort()).toEqual([200, 409]);
    const order = (await api("GET", `/api/orders/${orderId}`, { token: buyer.token })).body;
    if (c.status === 200) {
      expect(s.body.code).toBe("order_not_shippable");
      expect(order.status).toBe("cancelled");
      expect(await balanceOf(buyer)).toBe(100);
      expect(await stockOf(productId)).toBe(5);
    } else {
      expect(c.body.code).toBe("order_not_cancellable");
      expect(order.status).toBe("shipped");
      expect(await balanceOf(buyer)).toBe(40);
      expect(await stockOf(productId)).toBe(3);
    }
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("only the buyer cancels: another user and the merchant get 404 and nothing moves", async () => {
    const { buyer, owner, orderId } = await paidOrder();
    const stranger = await fundedBuyer(api, server, 0, "stranger");
    expect((await cancel(stranger.user, orderId)).status).toBe(404);
    expect((await cancel(owner, orderId)).status).toBe(404);
    expect((await cancel(buyer, 2_000_000_000)).status).toBe(404);
    expect((await api("POST", `/api/orders/${orderId}/cancel`)).status).toBe(401);
    expect(await balanceOf(buyer)).toBe(40);
  });

  it("refuses once shipped (409 order_not_cancellable)", async () => {
    const { buyer, owner, orderId } = await paidOrder();
    expect((await ship(owner, orderId)).status).toBe(200);
    const res = await cancel(buyer, orderId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("order_not_cancellable");
    expect(await balanceOf(buyer)).toBe(40);
  });

  it("refuses with 409 order_refund_unfunded when the merchant has withdrawn the money, changing nothing", async () => {
    const { buyer, owner, productId, orderId } = await paidOrder();
    // The seller moved the income out (a withdrawal holds it in withdrawals_pending).
    await server.app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: "withdraw",
        initiatorId: owner.id,
        postings: [
          { account: { kind: "user_available", userId: owner.id }, amountFen: -5000, logType: "withdraw" },
          {
            account: { kind: "withdrawals_pending", userId: owner.id },
            amountFen: 5000,
            logType: "internal",
          },
        ],
      }),
    );
    const res = await cancel(buyer, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe("order_refund_unfunded");
    expect(await balanceOf(buyer)).toBe(40);
    expect(await stockOf(productId)).toBe(3);
    expect((await api("GET", `/api/orders/${orderId}`, { token: buyer.token })).body.status).toBe("paid");
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });
});

describe("merchant orders: ship and complete", () => {
  it("lists the merchant's orders; ships then completes; the buyer is told each time", async () => {
    const { buyer, owner, orderId } = await paidOrder();
    const list = await api("GET", "/api/merchant/orders", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id: orderId,
      status: "paid",
      buyer_name: buyer.username,
      total: 60,
      can_ship: true,
      can_complete: false,
    });

    const early = await complete(owner, orderId);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("order_not_completable");

    const shipped = await ship(owner, orderId);
    expect(shipped.body).toMatchObject({ status: "shipped", can_ship: false, can_complete: true });
    const done = await complete(owner, orderId);
    expect(done.body).toMatchObject({ status: "completed", can_ship: false, can_complete: false });
    const seen = (await api("GET", `/api/orders/${orderId}`, { token: buyer.token })).body;
    expect(seen).toMatchObject({ status: "completed", can_cancel: false });
    expect(seen.shipped_at).toEqual(expect.any(String));
    expect(seen.completed_at).toEqual(expect.any(String));
    expect(await kindsOf(buyer)).toEqual(expect.arrayContaining(["order_shipped", "order_completed"]));
  });

  it("only the merchant owning the lines: the buyer and another merchant get 404, and see none of it", async () => {
    const { buyer, orderId } = await paidOrder();
    const other = await openShop(api, server);
    expect((await ship(buyer, orderId)).status).toBe(404);
    expect((await ship(other.owner, orderId)).status).toBe(404);
    expect((await complete(other.owner, orderId)).status).toBe(404);
    const list = await api("GET", "/api/merchant/orders", { token: other.owner.token });
    expect(list.body.items.map((o: { id: number }) => o.id)).not.toContain(orderId);
  });

  it("does not ship a cancelled order", async () => {
    const { buyer, owner, orderId } = await paidOrder();
    expect((await cancel(buyer, orderId)).status).toBe(200);
    const res = await ship(owner, orderId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("order_not_shippable");
    expect((await complete(owner, orderId)).body.code).toBe("order_not_completable");
    const list = await api("GET", "/api/merchant/orders", { token: owner.token });
    expect(list.body.items[0]).toMatchObject({ id: orderId, status: "cancelled", can_ship: false });
  });

  it("an order of two merchants ships when both shipped their own lines; each sees only its lines", async () => {
    const a = await openShop(api, server, { price: 10, stock: 5 });
    const b = await openShop(api, server, { price: 20, stock: 5 });
    const buyer = await fundedBuyer(api, server, 100);
    const res = await api("POST", "/api/orders", {
      token: buyer.user.token,
      json: {
        items: [
          { product_id: a.productId, quantity: 1 },
          { product_id: b.productId, quantity: 1 },
        ],
        contact_id: buyer.contactId,
        expected_total: 30,
      },
    });
    const orderId = res.body.id as number;
    const first = await ship(a.owner, orderId);
    expect(first.body).toMatchObject({ status: "paid", total: 10 });
    expect(first.body.lines).toHaveLength(1);
    // Part of it left: the buyer can no longer cancel.
    const seen = (await api("GET", `/api/orders/${orderId}`, { token: buyer.user.token })).body;
    expect(seen).toMatchObject({ status: "paid", can_cancel: false, shipped_at: null });
    expect((await cancel(buyer.user, orderId)).status).toBe(409);
    expect((await ship(b.owner, orderId)).body.status).toBe("shipped");
    expect((await complete(a.owner, orderId)).body.status).toBe("shipped");
    expect((await complete(b.owner, orderId)).body.status).toBe("completed");
  });
});

describe("GET /api/products: search and sort", () => {
  it("finds by words in the name, description or merchant, sorted by price either way", async () => {
    const tag = `q${Date.now().toString(36)}`;
    const { owner, merchantId } = await openShop(api, server, { name: `${tag} 白茶`, price: 50 });
    await addProduct(api, owner, merchantId, { name: `${tag} 红茶`, price: 20 });
    await addProduct(api, owner, merchantId, { name: "普洱", description: `${tag} aged`, price: 80 });
    const names = async (query: string) =>
      (await api("GET", `/api/products?${query}`)).body.items.map((p: { price: number }) => p.price);
    expect(await names(`q=${tag}&sort=price_asc`)).toEqual([20, 50, 80]);
    expect(await names(`q=${tag}&sort=price_desc`)).toEqual([80, 50, 20]);
    expect(await names(`q=${tag}`)).toEqual([80, 20, 50]);
    expect(await names(`q=${encodeURIComponent(`${tag} 红茶`)}`)).toEqual([20]);
    expect(await names(`q=${encodeURIComponent("%_")}&merchant_id=${merchantId}`)).toEqual([]);
    expect((await api("GET", "/api/products?sort=cheapest")).status).toBe(400);
  });
});
