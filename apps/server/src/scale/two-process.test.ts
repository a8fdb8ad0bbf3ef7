import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { queryRows } from "../db/rows.js";
import { questions as questionsTable } from "../db/schema/index.js";
import { unreadCount } from "../modules/messages/messages.service.js";
import { ledgerInvariantViolations } from "../test/db-factories.js";
import { openEventStream } from "../test/event-stream.js";
import { type ApiClient, apiClient } from "../test/http.js";
import { verifyPhone } from "../test/phone-factories.js";
import { categoryPath } from "../test/question-factories.js";
import { type ServerProcess, startServerProcess } from "../test/server-process.js";
import { createUser, type TestUser } from "../test/user-factories.js";

/**
 * Scale-out: two real server processes (`node --import tsx src/main.ts`) on one PostgreSQL, as two
 * instances behind a load balancer. The wallet property test's random money operations are split
 * between them at random; the ledger invariants must still hold, both processes run the background
 * jobs, and a message written by one process reaches a live stream held by the other.
 */
const onPostgres = process.env.TEST_DB === "postgres";

interface Instance extends ServerProcess {
  api: ApiClient;
}

/** Every instance that started, so afterAll stops them all. */
const instances: Instance[] = [];

async function startInstance(databaseUrl: string, name: string): Promise<Instance> {
  const server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      // Every instance must share the signing key: a token from one is used on the other.
      JWT_SECRET: "two-process-test-secret-shared-by-every-instance",
      SETTLEMENT_INTERVAL_MS: "200",
      // Question views are written only at shutdown (or when 10,000 wait): the last test stops them.
      VIEW_FLUSH_MS: "60000",
    },
    { name },
  );
  const instance = { ...server, api: apiClient(server.url) };
  instances.push(instance);
  return instance;
}

let a: Instance;
let b: Instance;
let database: Database;
let users: TestUser[] = [];
const questions: { id: number; publisher: TestUser }[] = [];
const comments: { id: number; questionId: number; author: TestUser }[] = [];
const cards = new Map<number, number>();

// The operation model of modules/wallet/money.property.test.ts; settlement is left to the jobs.
const Op = fc.oneof(
  fc.record({ op: fc.constant("recharge" as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({
    op: fc.constant("publish" as const),
    bonus: fc.integer({ min: 0, max: 6_000 }),
    rule: fc.constantFrom("highest_comment_score", "publisher_agree", "first_reply", "first_five_star"),
  }),
  fc.record({ op: fc.constant("comment" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("pay" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("rate" as const), pick: fc.nat(), score: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ op: fc.constant("appeal" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("settle" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("withdraw" as const), amount: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ op: fc.constant("coupon" as const), pick: fc.nat() }),
);
type Op = typeof Op extends fc.Arbitrary<infer T> ? T : never;

const yuan = (fen: number) => fen / 100;
const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** One operation; `api` is the instance this request goes to (chosen at random per operation). */
async function run(api: ApiClient, user: TestUser, op: Op): Promise<void> {
  const token = user.token;
  const key = { "idempotency-key": randomUUID() };
  switch (op.op) {
    case "recharge": {
      const res = await api("POST", "/api/wallet/recharge", {
        token,
        json: { amount: yuan(op.amount) },
        headers: key,
      });
      expect(res.status).toBeLessThan(500);
      return;
    }
    case "publish": {
      const res = await api("POST", "/api/questions", {
        token,
        json: {
          ...(await categoryPath(api)),
          content: "<p>two-process property test question</p>",
          bonus_amount: yuan(op.bonus),
          bonus_rule: op.rule,
          is_public: true,
        },
      });
      if (res.status === 201) questions.push({ id: res.body.id, publisher: user });
      else expect([402]).toContain(res.status);
      return;
    }
    case "comment": {
      const q = pick(questions, op.pick);
      if (!q) return;
      const res = await api("POST", "/api/questions/comments", {
        token,
        json: { question_id: q.id, content: "an answer" },
      });
      if (res.status === 201) comments.push({ id: res.body.id, questionId: q.id, author: user });
      else expect(res.status).toBeLessThan(500);
      return;
    }
    case "pay": {
      const c = pick(comments, op.pick);
      if (!c) return;
      const q = questions.find((x) => x.id === c.questionId);
      if (!q) return;
      const res = await api("POST", "/api/questions/pay_bonus", {
        token: q.publisher.token,
        json: { question_id: q.id, comment_id: c.id },
        headers: key,
      });
      expect([200, 400, 409]).toContain(res.status);
      return;
    }
    case "rate": {
      const c = pick(comments, op.pick);
      if (!c) return;
      const res = await api("POST", `/api/questions/comments/${c.id}/rate`, {
        token,
        json: { score: op.score },
      });
      expect([200, 403]).toContain(res.status);
      return;
    }
    case "appeal": {
      const q = pick(questions, op.pick);
      if (!q) return;
      const res = await api("POST", "/api/questions/appeal", { token, json: { question_id: q.id } });
      expect([200, 400, 403, 409]).toContain(res.status);
      return;
    }
    case "settle": {
      // Overdue now: whichever instance's settlement job claims it first settles it.
      const q = pick(questions, op.pick);
      if (q)
        await database.db
          .update(questionsTable)
          .set({ deadline: sql`now() - interval '8 days'` })
          .where(eq(questionsTable.id, q.id));
      return;
    }
    case "withdraw": {
      const cardId = cards.get(user.id);
      if (!cardId) return;
      const res = await api("POST", "/api/wallet/withdraw", {
        token,
        json: { amount: yuan(op.amount), card_id: cardId },
        headers: key,
      });
      expect([201, 400]).toContain(res.status);
      return;
    }
    case "coupon": {
      const offers = await api("GET", "/api/coupons", { token });
      const coupon = pick(offers.body as { id: number }[], op.pick);
      if (!coupon) return;
      await api("POST", "/api/coupon_records/claim", { token, json: { coupon_id: coupon.id } });
      const records = await api("GET", "/api/coupon_records/available", { token });
      const record = pick(records.body as { record_id: number }[], op.pick);
      if (record) await api("POST", `/api/coupon_records/use/${record.record_id}`, { token, headers: key });
    }
  }
}

/** Opens the unread SSE stream (Authorization header, as the web app does) and collects its counts. */
async function openStream(baseUrl: string, user: TestUser) {
  const stream = await openEventStream(baseUrl, user.token);
  expect(stream.response.status).toBe(200);
  return stream;
}

async function pendingPayments(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from payment_orders where status = 'pending'`,
  );
  return row?.n ?? 0;
}

describe.skipIf(!onPostgres)(
  "two server processes on one PostgreSQL (skipped on PGlite: it serves one process only)",
  () => {
    beforeAll(async () => {
      const databaseUrl = inject("testDatabaseUrl");
      if (!databaseUrl) throw new Error("TEST_DB=postgres gives a database URL");
      database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
      // Both start at once: migrations and seeding must be safe to race (advisory lock, idempotent).
      // allSettled: when one fails to start, the other has still started before afterAll stops it.
      const [startedA, startedB] = await Promise.allSettled([
        startInstance(databaseUrl, "a"),
        startInstance(databaseUrl, "b"),
      ]);
      if (startedA.status === "rejected") throw startedA.reason;
      if (startedB.status === "rejected") throw startedB.reason;
      a = startedA.value;
      b = startedB.value;
      users = await Promise.all(
        Array.from({ length: 8 }, (_, i) => createUser(i % 2 ? b.api : a.api, "twoproc")),
      );
      // Coupon claims and withdrawals need a verified phone.
      for (const u of users) await verifyPhone({ db: database.db }, u.id);
      for (const [i, u] of users.entries()) {
        const card = await (i % 2 ? a.api : b.api)("POST", "/api/cards", {
          token: u.token,
          json: {
            bank_name: "Bank",
            number: "4111111111111111",
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 2,
          },
        });
        expect(card.status).toBe(201);
        cards.set(u.id, card.body.id);
      }
    }, 90_000);

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.close();
    });

    it("keeps every ledger invariant with random money operations split between the two", async () => {
      let total = 0;
      let onACount = 0;
      let onBCount = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat({ max: 7 }), fc.boolean(), Op), { minLength: 100, maxLength: 150 }),
          async (ops) => {
            total += ops.length;
            const lanes = users.map((u, i) =>
              ops.filter(([lane]) => lane === i).map(([, onB, op]) => ({ user: u, onB, op })),
            );
            await Promise.all(
              lanes.map(async (lane) => {
                for (const { user, onB, op } of lane) {
                  if (onB) onBCount += 1;
                  else onACount += 1;
                  await run(onB ? b.api : a.api, user, op);
                }
              }),
            );
            // The sandbox provider in either process completes recharges and withdrawals.
            for (let i = 0; i < 100 && (await pendingPayments()); i++)
              await new Promise((r) => setTimeout(r, 100));
            expect(await pendingPayments()).toBe(0);
            expect(await ledgerInvariantViolations(database.db)).toEqual([]);
          },
        ),
        { numRuns: 6, endOnFailure: true },
      );
      expect(total).toBeGreaterThanOrEqual(600);
      expect(Math.min(onACount, onBCount)).toBeGreaterThan(total / 4);

      // The processes' settlement jobs (SKIP LOCKED) settle every overdue question between them, and
      // the invariants still hold once they are done.
      const overdue = async () => {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from questions q
          where q.settlement = 'open' and q.deadline < now() - interval '7 days'
            and not exists (select 1 from appeals a where a.question_id = q.id and a.status = 'open')`,
        );
        return row?.n ?? 0;
      };
      for (let i = 0; i < 50 && (await overdue()); i++) await new Promise((r) => setTimeout(r, 200));
      expect(await overdue()).toBe(0);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
      expect(a.proc.exitCode).toBeNull();
      expect(b.proc.exitCode).toBeNull();
    }, 120_000);

    it("delivers a message written by process A to a live stream held on process B", async () => {
      const [publisher, answerer] = users as [TestUser, TestUser];
      const res = await a.api("POST", "/api/questions", {
        token: publisher.token,
        json: {
          ...(await categoryPath(a.api)),
          content: "<p>who hears about this answer?</p>",
          bonus_amount: 0,
          bonus_rule: "publisher_agree",
          is_public: true,
        },
      });
      expect(res.status).toBe(201);
      const stream = await openStream(b.url, publisher);
      const { unread } = await unreadCount(database.db, publisher.id);
      expect(await stream.waitForUnread(unread)).toContain(unread);
      // The answer goes to process A; its message reaches B only through PostgreSQL LISTEN/NOTIFY.
      const comment = await a.api("POST", "/api/questions/comments", {
        token: answerer.token,
        json: { question_id: res.body.id, content: "an answer from the other side" },
      });
      expect(comment.status).toBe(201);
      expect(await stream.waitForUnread(unread + 1)).toContain(unread + 1);
      await stream.close();
    });

    // Last: it stops both processes.
    it("counts a viewer read through both processes once, written by each process when it gets SIGTERM", async () => {
      const [publisher, reader] = users as [TestUser, TestUser];
      const res = await a.api("POST", "/api/questions", {
        token: publisher.token,
        json: {
          ...(await categoryPath(a.api)),
          content: "<p>how many read this?</p>",
          bonus_amount: 0,
          bonus_rule: "publisher_agree",
          is_public: true,
        },
      });
      expect(res.status).toBe(201);
      const path = `/api/questions/detail/${res.body.id}`;
      const counted = async () => {
        const [row] = await queryRows<{ views: number; rows: number }>(
          database.db,
          sql`select views, (select count(*)::int from question_views v where v.question_id = q.id) as rows
            from questions q where q.id = ${res.body.id}`,
        );
        return row;
      };
      for (const api of [a.api, b.api]) {
        expect((await api("GET", path, { headers: { "user-agent": "two-process-visitor" } })).status).toBe(
          200,
        );
        expect((await api("GET", path, { token: reader.token })).status).toBe(200);
      }
      expect(await counted()).toEqual({ views: 0, rows: 0 });
      await a.stop();
      expect(await a.exited).toBe(0);
      expect(await counted()).toEqual({ views: 2, rows: 2 });
      // B's views are the same two viewers on the same day: nothing more.
      await b.stop();
      expect(await b.exited).toBe(0);
      expect(await counted()).toEqual({ views: 2, rows: 2 });
    });
  },
);
