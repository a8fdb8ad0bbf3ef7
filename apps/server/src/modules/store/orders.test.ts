import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { addContact, buyOne as fixtureBuyOne, fundedBuyer, openShop } from "./store-fixtures.js";

const { server, api } = useTestServer();

const balance = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body as {
    balance: number;
    withdrawable: number;
  };
const stockOf = async (productId: number) => (await api("GET", `/api/products/${productId}`)).body.stock;

const buyer = (yuan: number, prefix = "buyer") => fundedBuyer(api, server, yuan, prefix);
const shop = (product: Record<string, unknown> = {}) => openShop(api, server, product);

function order(
  u: TestUser,
  body: { items: { product_id: number; quantity: number }[]; contact_id: number; expected_total: number },
  headers: Record<string, string> = {},
) {
  return api("POST", "/api/orders", { token: u.token, json: body, headers });
}

const buyOne = (
  b: { user: TestUser; contactId: number },
  productId: number,
  quantity: number,
  total: number,
) => fixtureBuyOne(api, b, productId, quantity, total);

describe("POST /api/orders", () => {
  it("takes the stock, pays the merchant owner through the ledger and snapshots the contact", async () => {
    const { owner, productId } = await shop({ name: "龙井 250g", price: 88.5, stock: 10, warning_level: 2 });
    const b = await buyer(500);
    const res = await buyOne(b, productId, 3, 265.5);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: "paid",
      total: 265.5,
      lines: [{ product_id: productId, name: "龙井 250g", price: 88.5, quantity: 3, line_total: 265.5 }],
      contact: { name: "王磊", phone: "13800138000", address: "北京市朝阳区建国路 88 号" },
    });
    expect(await stockOf(productId)).toBe(7);
    expect(await balance(b.user)).toMatchObject({ balance: 234.5 });
    // Sales income is earned money: withdrawable like a received bonus.
    expect(await balance(owner)).toMatchObject({ balance: 265.5, withdrawable: 265.5 });

    const buyerLog = await api("GET", `/api/customer_balances/${b.user.id}/my_recharge_logs`, {
      token: b.user.token,
    });
    expect(buyerLog.body[0]).toMatchObject({
      type: "order_payment",
      amount: -265.5,
      from_user_id: b.user.id,
      target_user_id: owner.id,
    });
    const ownerLog = await api("GET", `/api/customer_balances/${owner.id}/my_recharge_logs`, {
      token: owner.token,
    });
    expect(ownerLog.body[0]).toMatchObject({
      type: "order_income",
      amount: 265.5,
      from_user_id: b.user.id,
      target_user_id: owner.id,
    });

    const mine = await api("GET", "/api/orders", { token: b.user.token });
    expect(mine.body.total).toBe(1);
    expect(mine.body.items[0].id).toBe(res.body.id);
    const one = await api("GET", `/api/orders/${res.body.id}`, { token: b.user.token });
    expect(one.body).toEqual(res.body);
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("pays each merchant owner their own lines in one balanced transaction", async () => {
    const tea = await shop({ price: 10, stock: 5 });
    const bakery = await shop({ name: "蛋黄酥", price: 3.3, stock: 5 });
    const b = await buyer(100);
    const res = await order(b.user, {
      items: [
        { product_id: bakery.productId, quantity: 2 },
        { product_id: tea.productId, quantity: 1 },
        { product_id: bakery.productId, quantity: 1 },
      ],
      contact_id: b.contactId,
      expected_total: 19.9,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lines).toHaveLength(2);
    expect(await balance(tea.owner)).toMatchObject({ balance: 10 });
    expect(await balance(bakery.owner)).toMatchObject({ balance: 9.9 });
    expect(await balance(b.user)).toMatchObject({ balance: 80.1 });
    expect(await stockOf(bakery.productId)).toBe(2);
    const [tx] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from ledger_transactions where kind = 'order' and initiator_id = ${b.user.id}`,
    );
    expect(tx?.n).toBe(1);
  });

  it("THE concurrency test: 20 buyers race for 3 items; exactly 3 succeed and money is conserved", async () => {
    const { owner, productId } = await shop({ price: 12.34, stock: 3, warning_level: 0 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(100, "racer")));
    const results = await Promise.all(buyers.map((b) => buyOne(b, productId, 1, 12.34)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe("out_of_stock");
    expect(await stockOf(productId)).toBe(0);
    expect(await balance(owner)).toMatchObject({ balance: 37.02 });
    for (const [i, b] of buyers.entries()) {
      const paid = results[i]?.status === 201;
      expect((await balance(b.user)).balance).toBe(paid ? 87.66 : 100);
      const orders = await api("GET", "/api/orders", { token: b.user.token });
      expect(orders.body.total).toBe(paid ? 1 : 0);
    }
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("replays a repeated Idempotency-Key: the first order comes back and nothing moves again", async () => {
    const { owner, productId } = await shop({ price: 20, stock: 10 });
    const b = await buyer(100);
    const body = {
      items: [{ product_id: productId, quantity: 2 }],
      contact_id: b.contactId,
      expected_total: 40,
    };
    const key = { "idempotency-key": randomUUID() };
    const first = await order(b.user, body, key);
    expect(first.status).toBe(201);
    const again = await order(b.user, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await stockOf(productId)).toBe(8);
    expect(await balance(b.user)).toMatchObject({ balance: 60 });
    expect(await balance(owner)).toMatchObject({ balance: 40 });

    // Concurrent repeats of a new key: one order, and every one of them gets it back.
    const key2 = { "idempotency-key": randomUUID() };
    const racing = await Promise.all([order(b.user, body, key2), order(b.user, body, key2)]);
    expect(racing.map((r) => r.status)).toEqual([201, 201]);
    expect(racing[1]?.body).toEqual(racing[0]?.body);
    expect(await stockOf(productId)).toBe(6);
    expect(await balance(b.user)).toMatchObject({ balance: 20 });
    const mine = await api("GET", "/api/orders", { token: b.user.token });
    expect(mine.body.total).toBe(2);
  });

  it("refuses a changed price with 409 price_changed and changes nothing", async () => {
    const { owner, merchantId, productId } = await shop({ name: "Notebook", price: 5, stock: 10 });
    const b = await buyer(100);
    const edited = await api("PUT", `/api/products/${productId}`, {
      token: owner.token,
      json: { name: "Notebook", price: 6, stock: 10, warning_level: 2 },
    });
    expect(edited.status).toBe(200);
    const res = await buyOne(b, productId, 2, 10);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("price_changed");
    expect(await stockOf(productId)).toBe(10);
    expect(await balance(b.user)).toMatchObject({ balance: 100 });
    expect(merchantId).toBeGreaterThan(0);
  });

  it("refuses a short balance with 402 and leaves the stock alone", async () => {
    const { owner, productId } = await shop({ price: 60, stock: 4 });
    const b = await buyer(100);
    const res = await buyOne(b, productId, 2, 120);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("insufficient_balance");
    expect(await stockOf(productId)).toBe(4);
    expect(await balance(b.user)).toMatchObject({ balance: 100 });
    expect(await balance(owner)).toMatchObject({ balance: 0 });
    expect((await api("GET", "/api/orders", { token: b.user.token })).body.total).toBe(0);
  });

  it("rolls the whole order back when one line is out of stock", async () => {
    const a = await shop({ price: 1, stock: 5 });
    const short = await shop({ price: 1, stock: 1 });
    const b = await buyer(100);
    const res = await order(b.user, {
      items: [
        { product_id: a.productId, quantity: 2 },
        { product_id: short.productId, quantity: 2 },
      ],
      contact_id: b.contactId,
      expected_total: 4,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("out_of_stock");
    expect(await stockOf(a.productId)).toBe(5);
    expect(await stockOf(short.productId)).toBe(1);
    expect(await balance(b.user)).toMatchObject({ balance: 100 });
  });

  it("refuses buying from your own merchant, someone else's contact, unknown products and bad input", async () => {
    const { owner, productId } = await shop({ price: 1, stock: 5 });
    await fundWallet(server.app, owner.id, 10);
    const ownContact = await addContact(api, owner);
    const own = await order(owner, {
      items: [{ product_id: productId, quantity: 1 }],
      contact_id: ownContact,
      expected_total: 1,
    });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe("cannot_buy_own");

    const b = await buyer(10);
    const theirs = await order(b.user, {
      items: [{ product_id: productId, quantity: 1 }],
      contact_id: ownContact,
      expected_total: 1,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe("contact_not_found");

    const unknown = await buyOne(b, 99999999, 1, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("product_not_found");

    for (const body of [
      { items: [{ product_id: productId, quantity: 0 }], contact_id: b.contactId, expected_total: 0 },
      { items: [{ product_id: productId, quantity: -1 }], contact_id: b.contactId, expected_total: 1 },
      { items: [{ product_id: productId, quantity: 1.5 }], contact_id: b.contactId, expected_total: 1 },
      { items: [], contact_id: b.contactId, expected_total: 0 },
      { items: [{ product_id: productId, quantity: 1 }], contact_id: b.contactId, expected_total: -1 },
      { items: [{ product_id: productId, quantity: 1 }], expected_total: 1 },
    ]) {
      const res = await api("POST", "/api/orders", { token: b.user.token, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await api("POST", "/api/orders", { json: {} })).status).toBe(401);
    expect(await stockOf(productId)).toBe(5);
    expect(await balance(b.user)).toMatchObject({ balance: 10 });
  });

  it("keeps orders private: another user's order is 404", async () => {
    const { productId } = await shop({ price: 1, stock: 5 });
    const b = await buyer(10);
    const res = await buyOne(b, productId, 1, 1);
    expect(res.status).toBe(201);
    const stranger = await createUser(api, "stranger");
    const peek = await api("GET", `/api/orders/${res.body.id}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    expect(peek.body.code).toBe("order_not_found");
    expect((await api("GET", "/api/orders", { token: stranger.token })).body).toEqual({
      items: [],
      total: 0,
    });
    expect((await api("GET", `/api/orders/${res.body.id}`)).status).toBe(401);
  });
});

describe("stock-check tasks", () => {
  it("opens one task when a sale reaches the warning level, the dashboard counts it, restocking closes it", async () => {
    const token = (await loginAdmin(api)).token;
    const { owner, productId } = await shop({ name: "钢笔墨水", price: 2, stock: 5, warning_level: 3 });
    const b = await buyer(100);
    const buy = (quantity: number) => buyOne(b, productId, quantity, 2 * quantity);
    const openTasks = async () =>
      ((await api("GET", "/api/stock_check_tasks", { token })).body as { product_id: number }[]).filter(
        (t) => t.product_id === productId,
      );
    const warned = async () =>
      ((await api("GET", "/api/products/warning", { token })).body as { id: number }[]).some(
        (p) => p.id === productId,
      );

    expect((await buy(1)).status).toBe(201); // 4 left: above the level
    expect(await openTasks()).toEqual([]);
    expect(await warned()).toBe(false);

    expect((await buy(1)).status).toBe(201); // 3 left: at the level
    const tasks = await openTasks();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ product_name: "钢笔墨水", stock_at_creation: 3, status: "open" });
    expect(await warned()).toBe(true);

    expect((await buy(2)).status).toBe(201); // 1 left: still one open task
    expect(await openTasks()).toHaveLength(1);

    const restock = await api("PUT", `/api/products/${productId}`, {
      token: owner.token,
      json: { name: "钢笔墨水", price: 2, stock: 20, warning_level: 3 },
    });
    expect(restock.status).toBe(200);
    expect(await openTasks()).toEqual([]);
    expect(await warned()).toBe(false);
    const [done] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from stock_check_tasks where product_id = ${productId} and status = 'done'
        and done_at is not null`,
    );
    expect(done?.n).toBe(1);
  });
});
