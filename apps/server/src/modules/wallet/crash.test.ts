import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { categoryPath, createUser, type TestUser } from "../../test/factories.js";
import { apiClient } from "../../test/http.js";
import { testDatabase } from "../../test/server.js";

/**
 * SIGKILL in the middle of a burst of payments: every acknowledged payment is in the database, no
 * transaction is half applied, and a restarted server finishes the pending provider orders.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const main = path.resolve(import.meta.dirname, "../../main.ts");
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startProcess(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: inject("testDatabaseUrl"),
      JWT_SECRET: "crash-test-secret-that-is-long-enough-123",
      LOG_LEVEL: "warn",
      SETTLEMENT_INTERVAL_MS: "0",
      LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
    },
    stdio: "ignore",
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe.skipIf(!onPostgres)("a server killed mid-burst (PostgreSQL)", () => {
  it("loses no acknowledged payment and leaves nothing half applied", async () => {
    const database = await testDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-crash-"));
    const first = await startProcess(dataDir);
    const api = apiClient(first.url);

    const publisher = await createUser(api, "crashpub");
    await fundWallet({ db: database.db }, publisher.id, 1000);
    const answerers: TestUser[] = await Promise.all(
      Array.from({ length: 6 }, () => createUser(api, "crashans")),
    );
    const path_ = await categoryPath(api);
    const pairs: { questionId: number; commentId: number }[] = [];
    for (let i = 0; i < 60; i++) {
      const q = await api("POST", "/api/questions", {
        token: publisher.token,
        json: { ...path_, content: `<p>crash ${i}</p>`, bonus_amount: 3, bonus_rule: "publisher_agree" },
      });
      const answerer = answerers[i % answerers.length] as TestUser;
      const c = await api("POST", "/api/questions/comments", {
        token: answerer.token,
        json: { question_id: q.body.id, content: "x" },
      });
      pairs.push({ questionId: q.body.id, commentId: c.body.id });
    }

    const acknowledged: number[] = [];
    const burst = pairs.map(async ({ questionId, commentId }) => {
      const res = await fetch(`${first.url}/api/questions/pay_bonus`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${publisher.token}` },
        body: JSON.stringify({ question_id: questionId, comment_id: commentId }),
      }).catch(() => null);
      if (res?.status === 200) acknowledged.push(questionId);
    });
    const recharges = answerers.map((a) =>
      fetch(`${first.url}/api/wallet/recharge`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ amount: 7 }),
      }).catch(() => null),
    );
    // Kill as soon as the database shows a few payments committed while the rest are still in flight.
    const paidSoFar = async () => {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from questions where settlement = 'paid' and id in ${sql.raw(`(${pairs.map((p) => p.questionId).join(",")})`)}`,
      );
      return row?.n ?? 0;
    };
    while ((await paidSoFar()) < 3) await new Promise((r) => setTimeout(r, 1));
    first.child.kill("SIGKILL");
    await Promise.all([...burst, ...recharges]);

    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    const ids = pairs.map((p) => p.questionId);
    const states = await queryRows<{
      id: number;
      settlement: string;
      escrow: string;
      payouts: number;
      paid_comments: number;
    }>(
      database.db,
      sql`select q.id, q.settlement,
        (select balance_fen from accounts a where a.kind = 'question_escrow' and a.question_id = q.id) as escrow,
        (select count(*)::int from ledger_transactions t where t.kind = 'bonus_payout' and t.question_id = q.id) as payouts,
        (select count(*)::int from comments c where c.question_id = q.id and c.is_paid) as paid_comments
        from questions q where q.id in ${sql.raw(`(${ids.join(",")})`)}`,
    );
    for (const s of states) {
      const paid = s.settlement === "paid";
      // All or nothing per question: state, ledger and comment flag agree.
      expect([Number(s.escrow), s.payouts, s.paid_comments]).toEqual(paid ? [0, 1, 1] : [300, 0, 0]);
    }
    for (const id of acknowledged) expect(states.find((s) => s.id === id)?.settlement).toBe("paid");
    // The kill really came mid-burst: some requests never got their answer (committed or not, each
    // of them is all-or-nothing above).
    expect(acknowledged.length).toBeLessThan(pairs.length);

    // A new process picks up where the dead one left off: pending recharges complete.
    const second = await startProcess(dataDir);
    for (let i = 0; i < 100; i++) {
      const [pending] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from payment_orders where status = 'pending' and user_id in ${sql.raw(`(${answerers.map((a) => a.id).join(",")})`)}`,
      );
      if (!pending?.n) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from payment_orders where status = 'pending' and user_id in ${sql.raw(`(${answerers.map((a) => a.id).join(",")})`)}`,
    );
    expect(left?.n).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    second.child.kill("SIGTERM");
  }, 120_000);
});
