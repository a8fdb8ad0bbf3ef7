/**
 * The settlement row of `npm run bench` (issue 20 item 4): a backlog of due questions with real escrow
 * (generated inside PostgreSQL, balanced ledger postings), drained by two server processes with
 * settlement on, while the question list is measured; then the ledger invariants are checked.
 */
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.js";
import { ledgerInvariantViolations } from "../apps/server/src/test/db-factories.js";
import { dbUrl } from "./generate.js";

/** The due backlog (BENCH_SETTLE_COUNT), seconds allowed to drain it, list p99 allowed vs idle. */
export const SETTLE_COUNT = Number(process.env.BENCH_SETTLE_COUNT ?? 100_000);
export const SETTLE_TARGET_SECONDS = 60;
export const SETTLE_P99_FACTOR = 2;
/** How often each settlement server's job ticks (a drain runs until nothing is due). */
const SETTLE_INTERVAL_MS = 1000;

export interface SettlementRun {
  count: number;
  processes: number;
  seconds: number;
  /** The uncached question list (a logged-in reader) before the backlog appeared and while it drained. */
  idleP99: number;
  busyP99: number;
  idleRps: number;
  busyRps: number;
  paid: number;
  refunded: number;
  violations: string[];
  note: string;
}

/** What the bench runner lends: its server start and its load measurement (both against a port). */
export interface SettlementDeps {
  startServer: (database: string, port: number, env: Record<string, string>) => Promise<ChildProcess>;
  measureList: (port: number, label: string) => Promise<{ p99: number; rps: number }>;
}

/**
 * `count` due questions with their escrow, in one transaction (they all fall due at its commit):
 * 1,000 publishers each get one recharge (platform cash → their balance) of what they then escrow
 * question by question (balance → the question's escrow), so every transaction balances and every
 * balance equals its entries. A quarter are first_reply questions answered in time (they pay the
 * answerer), the rest publisher_agree without an answer (refunded).
 */
export async function generateDueQuestions(c: pg.Client, count: number): Promise<void> {
  const users = await c.query<{ lo: number; hi: number }>(
    "select min(id) as lo, max(id) as hi from users where username like 'bench_u%'",
  );
  const lo = Number(users.rows[0]?.lo);
  const nUsers = Number(users.rows[0]?.hi) - lo + 1;
  const publishers = Math.min(1000, nUsers - 1);
  // Publisher of question k: lo + k % publishers; its answerer: the last bench user (never a publisher).
  const answerer = lo + nUsers - 1;
  const first = Number((await c.query("select coalesce(max(id), 0) + 1 as n from questions")).rows[0].n);
  const top = (await c.query("select id, channel_id from categories where parent_id is null limit 1"))
    .rows[0];
  const bonus = (k: string) => `(100 + (${k} % 10) * 100)`;
  await c.query("begin");
  await c.query(
    `create temp table due on commit drop as
       select k, ${first} + k as qid, ${lo} + k % ${publishers} as publisher, ${bonus("k")} as fen
         from generate_series(0, ${count - 1}) as k`,
  );
  // Deadlines a minute to a day ago, all past; the oldest is settled first.
  await c.query(
    `insert into questions (id, user_id, title, type, channel_id, category_top_id, content, content_text,
        bonus_fen, bonus_rule, deadline, is_public, comments_count, search_vector, created_at)
     select qid, publisher, 'due ' || k, 'question', ${top.channel_id}, ${top.id},
            '<p>due ' || k || '</p>', 'due ' || k, fen,
            case when k % 4 = 0 then 'first_reply' else 'publisher_agree' end,
            now() - interval '1 minute' - make_interval(secs => k % 86400), true,
            case when k % 4 = 0 then 1 else 0 end, array_to_tsvector(array['due']),
            now() - interval '2 days'
       from due`,
  );
  await c.query(`select setval(pg_get_serial_sequence('questions','id'), ${first + count - 1})`);
  await c.query(
    `insert into comments (question_id, user_id, content, created_at)
     select qid, ${answerer}, 'in time', now() - interval '2 days' + interval '1 minute' from due where k % 4 = 0`,
  );
  await c.query(
    `insert into accounts (kind) values ('platform_cash')
       on conflict (kind) where user_id is null and question_id is null do nothing`,
  );
  await c.query(
    `insert into accounts (kind, user_id) select distinct 'user_available', publisher from due
       on conflict (kind, user_id) where user_id is not null do nothing`,
  );
  await c.query(
    `insert into accounts (kind, question_id, balance_fen) select 'question_escrow', qid, fen from due`,
  );
  // One recharge per publisher of the sum of their bonuses, then one escrow transaction per question.
  await c.query(
    `with sums as (select publisher, sum(fen) as fen from due group by publisher),
     tx as (insert into ledger_transactions (kind, initiator_id, details)
              select 'recharge', publisher, jsonb_build_object('bench', fen) from sums
              returning id, initiator_id, (details->>'bench')::bigint as fen)
     insert into ledger_entries (transaction_id, account_id, amount_fen, log_type)
     select tx.id, a.id, case when a.kind = 'platform_cash' then -tx.fen else tx.fen end,
            case when a.kind = 'platform_cash' then 'internal' else 'recharge' end
       from tx join accounts a on (a.kind = 'platform_cash' and a.user_id is null)
         or (a.kind = 'user_available' and a.user_id = tx.initiator_id)`,
  );
  await c.query(
    `with tx as (insert into ledger_transactions (kind, initiator_id, question_id)
                   select 'bonus_escrow', publisher, qid from due returning id, question_id)
     insert into ledger_entries (transaction_id, account_id, amount_fen, log_type)
     select tx.id, a.id, case when a.kind = 'question_escrow' then d.fen else -d.fen end,
            case when a.kind = 'question_escrow' then 'internal' else 'pay_bonus' end
       from tx join due d on d.qid = tx.question_id
       join accounts a on (a.kind = 'question_escrow' and a.question_id = d.qid)
         or (a.kind = 'user_available' and a.user_id = d.publisher)`,
  );
  await c.query(
    `update accounts set balance_fen = balance_fen - (select sum(fen) from due)
      where kind = 'platform_cash' and user_id is null and question_id is null`,
  );
  await c.query("commit");
  await c.query("analyze questions, comments, accounts, ledger_transactions, ledger_entries");
}

const dueCount = async (c: pg.Client) =>
  Number(
    (await c.query("select count(*) as n from questions where settlement = 'open' and deadline < now()"))
      .rows[0].n,
  );

/**
 * Two server processes with settlement every second; the question list's p99 measured idle, then the
 * backlog committed and the list measured again while it drains; the clock stops when nothing is due.
 */
export async function measureSettlement(
  database: string,
  basePort: number,
  deps: SettlementDeps,
): Promise<SettlementRun> {
  const c = new pg.Client({ connectionString: dbUrl(database) });
  await c.connect();
  const servers: ChildProcess[] = [];
  try {
    const env = { SETTLEMENT_INTERVAL_MS: String(SETTLE_INTERVAL_MS) };
    for (const port of [basePort + 1, basePort + 2])
      servers.push(await deps.startServer(database, port, env));
    const listPort = basePort + 1;
    const idle = await deps.measureList(listPort, "question list · uncached, idle");
    console.log(`    generating ${SETTLE_COUNT.toLocaleString("en")} due questions with escrow`);
    const generated = performance.now();
    await generateDueQuestions(c, SETTLE_COUNT);
    const started = performance.now();
    console.log(`      in ${((started - generated) / 1000).toFixed(1)} s; draining`);
    const busy = deps.measureList(listPort, "question list · uncached, settling");
    let seconds = Number.NaN;
    for (;;) {
      const left = await dueCount(c);
      if (left === 0) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() - started > 30 * 60_000) throw new Error(`settlement stalled: ${left} due`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const during = await busy;
    console.log(`    settled ${SETTLE_COUNT} due questions in ${seconds.toFixed(1)} s`);
    const states = await c.query<{ settlement: string; n: string }>(
      "select settlement, count(*) as n from questions where title like 'due %' group by settlement",
    );
    const n = (s: string) => Number(states.rows.find((r) => r.settlement === s)?.n ?? 0);
    const database_ = await openDatabase({ databaseUrl: dbUrl(database), pgliteDir: "" });
    const violations = await ledgerInvariantViolations(database_.db);
    await database_.close();
    const released = await c.query(
      `select count(*) as n from (select question_id from ledger_transactions
        where kind in ('bonus_payout', 'bonus_refund') group by question_id having count(*) > 1) twice`,
    );
    if (Number(released.rows[0].n) > 0) violations.push(`${released.rows[0].n} escrows released twice`);
    const escrowLeft = await c.query(
      "select count(*) as n from accounts where kind = 'question_escrow' and balance_fen <> 0",
    );
    const fundedOpen = await c.query(
      `select count(*) as n from accounts a join questions q on q.id = a.question_id
        where a.kind = 'question_escrow' and a.balance_fen <> 0 and q.settlement = 'open' and q.title like 'due %'`,
    );
    if (Number(fundedOpen.rows[0].n) > 0) violations.push(`${fundedOpen.rows[0].n} due escrows not released`);
    return {
      count: SETTLE_COUNT,
      processes: servers.length,
      seconds,
      idleP99: idle.p99,
      busyP99: during.p99,
      idleRps: idle.rps,
      busyRps: during.rps,
      paid: n("paid"),
      refunded: n("refunded"),
      violations,
      note:
        `${n("paid")} paid, ${n("refunded")} refunded, ${Number(escrowLeft.rows[0].n)} escrows still funded ` +
        "(the pay_bonus row's open questions); ledger invariants " +
        (violations.length ? `**violated**: ${violations.join("; ")}` : "hold"),
    };
  } finally {
    for (const s of servers) {
      s.kill("SIGTERM");
      await new Promise((r) => s.once("exit", r));
    }
    await c.end();
  }
}
