import { randomUUID } from "node:crypto";
import type { ReconciliationReport } from "@ask/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { fundWallet } from "../../test/db-factories.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { addCard, payBonusTo } from "../../test/wallet-factories.js";
import { postTransaction } from "../wallet/ledger.js";
import { dispatchPayouts } from "../wallet/payments.service.js";
import type { SandboxProvider } from "../wallet/sandbox-provider.js";
import { reconciliation } from "./reconciliation.service.js";

const { server, api } = useTestServer();

const report = async (query = ""): Promise<ReconciliationReport> => {
  const admin = await loginAdmin(api);
  const res = await api("GET", `/api/admin/reconciliation${query}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ordersOf = (r: ReconciliationReport, ids: string[]) =>
  r.orders.discrepancies.filter((d) => ids.includes(d.order_id));
const escrowOf = (r: ReconciliationReport, ids: number[]) =>
  r.escrow.discrepancies.filter((d) => ids.includes(d.question_id));

/** Runs `fn` in a transaction that is always rolled back: broken rows never reach other tests. */
async function inRolledBack<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  const rollback = new Error("rollback");
  await server.app.db
    .transaction(async (tx) => {
      out = await fn(tx as unknown as Db);
      throw rollback;
    })
    .catch((err) => {
      if (err !== rollback) throw err;
    });
  return out as T;
}

async function rechargeThroughProvider(user: TestUser, yuan: number): Promise<string> {
  const res = await api("POST", "/api/wallet/recharge", { token: user.token, json: { amount: yuan } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await (server.app.payments as SandboxProvider).completeDue(server.app, 0);
  return res.body.order_id;
}

describe("reconciliation", () => {
  it("is balanced on a fresh ledger and after payments of every kind", async () => {
    const first = await report();
    expect(first.trial_balance.balanced).toBe(true);
    expect(first.trial_balance.total_fen).toBe(0);
    expect(first.trial_balance.rows.map((r) => r.kind)).toEqual([
      "user_available",
      "withdrawals_pending",
      "question_escrow",
      "platform_cash",
      "platform_promotions",
    ]);

    const publisher = await createUser(api, "recon_pub");
    const earner = await createUser(api, "recon_earn");
    await verifyPhone(server.app, earner.id);
    const recharge = await rechargeThroughProvider(publisher, 300);
    await payBonusTo(api, publisher, earner, 40);
    const open = await createQuestion(api, publisher, { bonus_amount: 25, bonus_rule: "publisher_agree" });
    const card = await addCard(api, earner);
    const w = await api("POST", "/api/wallet/withdraw", {
      token: earner.token,
      json: { amount: 10, card_id: card },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(201);
    await dispatchPayouts(server.app.db, server.app.payments);
    await (server.app.payments as SandboxProvider).completeDue(server.app, 0);

    const after = await report(`?date=${new Date().toISOString().slice(0, 10)}`);
    expect(after.trial_balance.balanced).toBe(true);
    expect(after.trial_balance.total_fen).toBe(0);
    expect(after.trial_balance.entries_total_fen).toBe(0);
    for (const row of after.trial_balance.rows) expect(row.balance_fen).toBe(row.entries_fen);
    expect(ordersOf(after, [recharge, w.body.order_id])).toEqual([]);
    expect(escrowOf(after, [open])).toEqual([]);
    expect(after.escrow.expected_fen).toBeGreaterThanOrEqual(2500);
    expect(after.day?.transactions).toBeGreaterThan(0);
    expect(after.day?.recharged_fen).toBeGreaterThanOrEqual(30_000);
    const escrowRow = after.trial_balance.rows.find((r) => r.kind === "question_escrow");
    expect(escrowRow?.day_in_fen).toBeGreaterThanOrEqual(6500);
  });

  it("lists broken orders, a broken balance and a broken escrow", async () => {
    const user = await createUser(api, "recon_broken");
    await fundWallet(server.app, user.id, 100);
    const question = await createQuestion(api, user, { bonus_amount: 30, bonus_rule: "publisher_agree" });
    const [noLedger, wrongAmount, stale, ghost] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

    const broken = await inRolledBack(async (tx) => {
      const order = (id: string, amount: number, status: string, created = sql`now()`) =>
        tx.execute(sql`insert into payment_orders (id, user_id, kind, amount_fen, status, provider, created_at)
          values (${id}, ${user.id}, 'recharge', ${amount}, ${status}, 'sandbox', ${created})`);
      // A completed recharge that credited nothing, one that credited less, one pending for two days.
      await order(noLedger, 1000, "completed");
      await order(wrongAmount, 1000, "completed");
      await order(stale, 500, "pending", sql`now() - interval '2 days'`);
      const credit = (orderId: string, fen: number) =>
        postTransaction(tx, {
          kind: "recharge",
          initiatorId: user.id,
          details: { order_id: orderId },
          postings: [
            { account: { kind: "platform_cash" }, amountFen: -fen, logType: "internal" },
            { account: { kind: "user_available", userId: user.id }, amountFen: fen, logType: "recharge" },
          ],
        });
      await credit(wrongAmount, 900);
      // Money credited for an order nobody has.
      await credit(ghost, 700);
      // A balance changed without an entry, and an escrow emptied behind the ledger's back.
      await tx.execute(
        sql`update accounts set balance_fen = balance_fen + 1 where kind = 'platform_promotions'`,
      );
      await tx.execute(
        sql`update accounts set balance_fen = 0 where kind = 'question_escrow' and question_id = ${question}`,
      );
      return reconciliation(tx);
    });

    expect(broken.trial_balance.balanced).toBe(false);
    expect(broken.trial_balance.total_fen).not.toBe(0);
    const problems = Object.fromEntries(
      ordersOf(broken, [noLedger, wrongAmount, stale, ghost]).map((d) => [d.order_id, d]),
    );
    expect(problems[noLedger]).toMatchObject({ problem: "ledger_missing", amount_fen: 1000, ledger_fen: 0 });
    expect(problems[wrongAmount]).toMatchObject({
      problem: "amount_differs",
      amount_fen: 1000,
      ledger_fen: 900,
    });
    expect(problems[stale]).toMatchObject({ problem: "stale_pending", status: "pending" });
    expect(problems[ghost]).toMatchObject({ problem: "order_missing", kind: null, ledger_fen: 700 });
    expect(broken.orders.discrepancy_count).toBeGreaterThanOrEqual(4);
    expect(escrowOf(broken, [question])).toEqual([
      { question_id: question, settlement: "open", held_fen: 0, expected_fen: 3000 },
    ]);

    // Rolled back: the real ledger is whole again.
    const after = await report();
    expect(after.trial_balance.balanced).toBe(true);
    expect(ordersOf(after, [noLedger, wrongAmount, stale, ghost])).toEqual([]);
    expect(escrowOf(after, [question])).toEqual([]);
  });

  it("refuses a bad date and anyone but an administrator", async () => {
    const admin = await loginAdmin(api);
    const bad = await api("GET", "/api/admin/reconciliation?date=2026-13-40", { token: admin.token });
    expect(bad.status).toBe(400);
    const user = await createUser(api, "recon_nosy");
    expect((await api("GET", "/api/admin/reconciliation", { token: user.token })).status).toBe(403);
    expect((await api("GET", "/api/admin/reconciliation")).status).toBe(401);
  });
});
