import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { apiClient } from "../../test/http.js";
import { categoryPath } from "../../test/question-factories.js";
import { testDatabase } from "../../test/server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

/**
 * SIGKILL in the middle of a burst of payments: every acknowledged payment is in the database, no
 * transaction is half applied, a restarted server finishes the pending provider orders, and
 * retrying every request with its Idempotency-Key gets the first reply back and moves nothing twice.
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
      // One publisher posts 60 questions in a burst.
      POSTING_LIMITS: "off",
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

    // Every request carries its own Idempotency-Key; the replies that arrived are kept.
    const acknowledged = new Map<number, { status: number; body: unknown }>();
    const payKeys = new Map(pairs.map((p) => [p.questionId, `crash-pay-${randomUUID()}`]));
    const payBonus = (url: string, { questionId, commentId }: (typeof pairs)[number]) =>
      fetch(`${url}/api/questions/pay_bonus`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${publisher.token}`,
          "idempotency-key": payKeys.get(questionId) ?? "",
        },
        body: JSON.stringify({ question_id: questionId, comment_id: commentId }),
      });
    const rechargeKeys = new Map(answerers.map((a) => [a.id, `crash-recharge-${randomUUID()}`]));
    const recharge = (url: string, a: TestUser) =>
      fetch(`${url}/api/wallet/recharge`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${a.token}`,
          "idempotency-key": rechargeKeys.get(a.id) ?? "",
        },
        body: JSON.stringify({ amount: 7 }),
      });
    const burst = pairs.map(async (pair) => {
      const res = await payBonus(first.url, pair).catch(() => null);
      const body = res?.status === 200 ? await res.json().catch(() => undefined) : undefined;
      if (body !== undefined) acknowledged.set(pair.questionId, { status: 200, body });
    });
    const acknowledgedRecharges = new Map<number, unknown>();
    const recharges = answerers.map(async (a) => {
      const res = await recharge(first.url, a).catch(() => null);
      const body = res?.status === 201 ? await res.json().catch(() => undefined) : undefined;
      if (body !== undefined) acknowledgedRecharges.set(a.id, body);
    });
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
    for (const id of acknowledged.keys()) expect(states.find((s) => s.id === id)?.settlement).toBe("paid");
    // The kill really came mid-burst: some requests never got their answer (committed or not, each
    // of them is all-or-nothing above).
    expect(acknowledged.size).toBeLessThan(pairs.length);
    // Each committed payment committed its stored reply with it: no key is claimed without one.
    const [bare] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from idempotency_keys where response is null or status_code is null`,
    );
    expect(bare?.n).toBe(0);

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

    // The clients retry every request with its key. A payment that committed before the kill (its
    // reply lost or not) is answered from the stored reply, equal to the first one; one that did not
    // commit runs now. Either way every question ends paid exactly once.
    const paidRows = await queryRows<{ id: number }>(
      database.db,
      sql`select id from questions where settlement = 'paid' and id in ${sql.raw(`(${ids.join(",")})`)}`,
    );
    const paidBeforeRetry = new Set(paidRows.map((r) => r.id));
    expect(paidBeforeRetry.size).toBeLessThan(pairs.length);
    const replays = await Promise.all(
      pairs.map(async (pair) => {
        const res = await payBonus(second.url, pair);
        return {
          pair,
          status: res.status,
          replayed: res.headers.get("idempotent-replayed"),
          body: await res.json(),
        };
      }),
    );
    for (const r of replays) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        question_id: r.pair.questionId,
        comment_id: r.pair.commentId,
        amount: 3,
      });
      const firstReply = acknowledged.get(r.pair.questionId);
      if (firstReply) expect(r.body).toEqual(firstReply.body);
      expect(r.replayed === "true").toBe(paidBeforeRetry.has(r.pair.questionId));
    }
    const rechargeReplays = await Promise.all(
      answerers.map(async (a) => {
        const res = await recharge(second.url, a);
        return { a, status: res.status, body: await res.json() };
      }),
    );
    for (const r of rechargeReplays) {
      expect(r.status).toBe(201);
      const firstReply = acknowledgedRecharges.get(r.a.id);
      if (firstReply) expect(r.body).toEqual(firstReply);
    }
    const afterReplay = await queryRows<{ payouts: number; paid: number; orders: number }>(
      database.db,
      sql`select
        (select count(*)::int from ledger_transactions where kind = 'bonus_payout'
          and question_id in ${sql.raw(`(${ids.join(",")})`)}) as payouts,
        (select count(*)::int from questions where settlement = 'paid'
          and id in ${sql.raw(`(${ids.join(",")})`)}) as paid,
        (select count(*)::int from payment_orders where kind = 'recharge'
          and user_id in ${sql.raw(`(${answerers.map((a) => a.id).join(",")})`)}) as orders`,
    );
    expect(afterReplay[0]).toEqual({ payouts: pairs.length, paid: pairs.length, orders: answerers.length });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    second.child.kill("SIGTERM");
  }, 120_000);
});
