import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { drainDueQuestions } from "./settle.job.js";

const t = serverForFile();

/** Small batches, so a backlog of a few dozen questions spans several of them. */
const BATCH = 4;

/**
 * `count` due questions with real escrow (published through the API with a bonus, deadline moved into
 * the past): every third one was answered in time under first_reply (it pays), the others refund.
 */
async function dueBacklog(count: number) {
  const publisher = await createUser(t.api, "drainpub");
  const answerer = await createUser(t.api, "drainans");
  await fundWallet(t.server.app, publisher.id, count * 3);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await createQuestion(t.api, publisher, { bonus_amount: 2, bonus_rule: "first_reply" });
    if (i % 3 === 0) await createComment(t.api, answerer, id);
    await setDeadline(t.server.app, id, -0.01);
    ids.push(id);
  }
  return { ids, publisher, answerer };
}

/** Per question: its settlement state, how many times its escrow was released, what is left in it. */
const releases = (ids: number[]) =>
  queryRows<{ id: number; settlement: string; releases: number; escrow: number }>(
    t.server.app.db,
    sql`select q.id, q.settlement,
        (select count(*)::int from ledger_transactions l
          where l.question_id = q.id and l.kind in ('bonus_payout', 'bonus_refund')) as releases,
        (select coalesce(sum(a.balance_fen), 0)::int from accounts a
          where a.question_id = q.id and a.kind = 'question_escrow') as escrow
      from questions q where q.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by q.id`,
  );

const balanceFen = async (u: TestUser) =>
  Math.round(
    (await t.api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance * 100,
  );

/** Every question settled, each escrow released exactly once and empty, the money where it belongs. */
async function expectSettledOnce(backlog: Awaited<ReturnType<typeof dueBacklog>>) {
  const rows = await releases(backlog.ids);
  expect(rows.filter((r) => r.settlement === "open").map((r) => r.id)).toEqual([]);
  expect(rows.every((r) => r.releases === 1 && r.escrow === 0)).toBe(true);
  const paid = backlog.ids.filter((_, i) => i % 3 === 0).length;
  expect(rows.filter((r) => r.settlement === "paid")).toHaveLength(paid);
  expect(await balanceFen(backlog.answerer)).toBe(paid * 200);
  expect(await balanceFen(backlog.publisher)).toBe(backlog.ids.length * 300 - paid * 200);
  expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
}

describe("settlement drain", () => {
  it("settles a backlog of several batches in one drain, without waiting for a tick", async () => {
    const backlog = await dueBacklog(3 * BATCH + 1);
    const result = await drainDueQuestions(t.server.app.db, { batch: BATCH });
    expect(result.settled).toBeGreaterThanOrEqual(backlog.ids.length);
    expect(result.failed).toEqual([]);
    await expectSettledOnce(backlog);
  });

  it("rests after each full batch for as long as the batch took (requests keep a share), not after the last", async () => {
    const backlog = await dueBacklog(2 * BATCH + 1);
    const rests: number[] = [];
    const started = performance.now();
    const result = await drainDueQuestions(t.server.app.db, {
      batch: BATCH,
      rest: async (ms) => {
        rests.push(ms);
      },
    });
    const took = performance.now() - started;
    expect(result.settled).toBeGreaterThanOrEqual(backlog.ids.length);
    // Two full batches rested; the short third one ended the drain without a rest.
    expect(rests).toHaveLength(2);
    for (const ms of rests) expect(ms).toBeGreaterThanOrEqual(0);
    // Each rest is one batch's own time (ratio 1), so together they are at most the drain's time.
    expect(rests.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(took + 1);
    await expectSettledOnce(backlog);
    // Without a rest ratio it does not rest at all.
    const again = await dueBacklog(BATCH + 1);
    const none: number[] = [];
    await drainDueQuestions(t.server.app.db, {
      batch: BATCH,
      restRatio: 0,
      rest: async (ms) => void none.push(ms),
    });
    expect(none).toEqual([]);
    await expectSettledOnce(again);
  });

  it("two drains at once settle each question exactly once", async () => {
    const backlog = await dueBacklog(3 * BATCH + 1);
    const [a, b] = await Promise.all([
      drainDueQuestions(t.server.app.db, { batch: BATCH }),
      drainDueQuestions(t.server.app.db, { batch: BATCH, concurrency: 1 }),
    ]);
    expect(a.settled + b.settled).toBeGreaterThanOrEqual(backlog.ids.length);
    await expectSettledOnce(backlog);
  });

  it("a question whose settlement fails is reported and left open; the others settle", async () => {
    const backlog = await dueBacklog(2 * BATCH);
    // The first due question (the earliest deadline, claimed first) cannot leave 'open'.
    const broken = backlog.ids[0] as number;
    const db = t.server.app.db;
    await db.execute(
      sql.raw(`create or replace function drain_test_fail() returns trigger language plpgsql as $$
        begin
          if new.id = ${broken} and new.settlement <> 'open' then raise exception 'forced failure'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger drain_test_fail before update on questions
        for each row execute function drain_test_fail()`),
    );
    const errors: number[] = [];
    try {
      const result = await drainDueQuestions(db, { batch: BATCH, onError: (id) => errors.push(id) });
      expect(result.failed).toEqual([broken]);
      expect(errors).toEqual([broken]);
    } finally {
      await db.execute(sql.raw("drop trigger drain_test_fail on questions"));
      await db.execute(sql.raw("drop function drain_test_fail()"));
    }
    const rows = await releases(backlog.ids);
    expect(rows.filter((r) => r.settlement === "open").map((r) => r.id)).toEqual([broken]);
    expect(rows.find((r) => r.id === broken)).toMatchObject({ releases: 0, escrow: 200 });
    // Nothing was lost: the next drain settles it.
    await drainDueQuestions(db, { batch: BATCH });
    await expectSettledOnce(backlog);
  });
});
