/**
 * `npm run bench`: generates 10k and 1M questions (bench/generate.ts), starts the real server on each
 * database with the bare route GET /api/bench/bare → {} in the same process, measures endpoints with
 * autocannon beside that baseline and writes bench/results.md. BENCH_SIZES=10000 runs one size;
 * BENCH_SECONDS sets the seconds per endpoint (default 8); BENCH_KEEP=true keeps the databases.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.js";
import { postTransaction } from "../apps/server/src/modules/wallet/ledger.js";
import { type Ceiling, captureStatements, pgbenchScript, pgbenchTps } from "./ceiling.js";
import { BENCH_PASSWORD, dbUrl, dropDatabase, generate, type Sizes, sizesFor } from "./generate.js";
import {
  measureSettlement,
  SETTLE_P99_FACTOR,
  SETTLE_TARGET_SECONDS,
  type SettlementDeps,
  type SettlementRun,
} from "./settlement.js";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIZES = (process.env.BENCH_SIZES ?? "10000,1000000").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const BASE = `http://127.0.0.1:${PORT}`;
/** Issue 19: any sitemap file answers within this p99 at a million questions. */
const DOCUMENT_P99_MS = 200;

interface Result {
  name: string;
  /** "document": a page or sitemap file for crawlers and visitors, target p99 ≤ DOCUMENT_P99_MS. */
  kind: "baseline" | "read" | "write" | "document";
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  note?: string;
  /** The database's ceiling for the same statements (pgbench), for uncached reads and writes. */
  ceiling?: Ceiling;
}

/** Issue 20: an uncached read delivers at least this share of its statements' pgbench ceiling. */
const CEILING_TARGET = 0.6;

interface SizeRun {
  size: number;
  generateSeconds: number;
  results: Result[];
  explains: { name: string; plan: string; seqScanOnBigTable: boolean }[];
  settlement?: SettlementRun;
}

type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };

async function measure(
  name: string,
  kind: Result["kind"],
  next: () => Req,
  note?: string,
  base = BASE,
): Promise<Result> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = next();
          return { ...req, method: r.method, path: r.path, headers: r.headers ?? {}, body: r.body };
        },
      },
    ],
  });
  const ok = result["2xx"];
  const errors = result.non2xx + result.errors + result.timeouts;
  const r: Result = {
    name,
    kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    errors,
    ...(note ? { note } : {}),
  };
  console.log(
    `    ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (2xx ${ok}, other ${errors})`,
  );
  return r;
}

/** The server is built once per bench run (startServer runs more than once). */
let serverBuilt = false;

async function startServer(
  database: string,
  port = PORT,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  mkdirSync(path.join(root, "data", "bench"), { recursive: true });
  // The pages (question page row) are the built web app's document with the server's content.
  if (!existsSync(path.join(root, "apps", "web", "dist", "index.html")))
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  // As production starts it (issue 20 item 5): the bundle of apps/server/scripts/build.mjs, plain node.
  if (!serverBuilt)
    execFileSync("npm", ["run", "build", "-w", "@ask/server"], { cwd: root, stdio: "inherit" });
  serverBuilt = true;
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl(database),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
      LOGIN_MAX_FAILURES_PER_USERNAME: "100000000",
      POSTING_LIMITS: "off",
      SETTLEMENT_INTERVAL_MS: "0",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
      DATA_DIR: path.join(root, "data", "bench"),
      ADMIN_PASSWORD: "bench-admin-password",
      BENCH_BARE_ROUTE: "true",
      ...env,
    },
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/bench/bare`);
      if (res.ok) return child;
    } catch {}
    if (child.exitCode !== null) throw new Error("the server exited");
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start");
}

async function api<T>(method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE}${p}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const login = async (username: string) =>
  (await api<{ access_token: string }>("POST", "/api/login", { username, password: BENCH_PASSWORD }))
    .access_token;

/**
 * pay_bonus with contention: publishers' funded questions (created through the API, so the escrow is
 * real), one answer each from another user; every (question, comment) pair is requested by 4
 * connections at about the same time: one pays, the others find it paid (409).
 */
async function preparePayBonus(database: string, sizes: Sizes) {
  const publishers = 20;
  const perPublisher = 15;
  const minUser = await (async () => {
    const c = new pg.Client({ connectionString: dbUrl(database) });
    await c.connect();
    const r = await c.query("select min(id) as m from users where username like 'bench_u%'");
    await c.end();
    return Number(r.rows[0].m);
  })();
  const db = await openDatabase({ databaseUrl: dbUrl(database), pgliteDir: "" });
  const names = Array.from({ length: publishers }, (_, k) => `bench_u${k + 1}`);
  for (let k = 0; k < publishers; k++) {
    await db.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: "recharge",
        initiatorId: minUser + k,
        details: { bench: true },
        postings: [
          { account: { kind: "platform_cash" }, amountFen: -1_000_000, logType: "internal" },
          {
            account: { kind: "user_available", userId: minUser + k },
            amountFen: 1_000_000,
            logType: "recharge",
          },
        ],
      });
    });
  }
  await db.close();
  const answerer = await login(`bench_u${sizes.users}`);
  const c = new pg.Client({ connectionString: dbUrl(database) });
  await c.connect();
  const top = (await c.query("select id, channel_id from categories where parent_id is null limit 1"))
    .rows[0];
  await c.end();
  const pairs: { token: string; question_id: number; comment_id: number }[] = [];
  for (const name of names) {
    const token = await login(name);
    for (let j = 0; j < perPublisher; j++) {
      const { id } = await api<{ id: number }>(
        "POST",
        "/api/questions",
        {
          title: `bench pay ${name} ${j}`,
          content: "<p>bench bonus question</p>",
          channel: top.channel_id,
          category_top: top.id,
          bonus_amount: 10,
          bonus_rule: "publisher_agree",
          is_public: true,
        },
        token,
      );
      const comment = await api<{ id: number }>(
        "POST",
        "/api/questions/comments",
        { question_id: id, content: "bench answer" },
        answerer,
      );
      pairs.push({ token, question_id: id, comment_id: comment.id });
    }
  }
  return pairs;
}

/**
 * The sitemap (issue 19 item 5): every question file fetched once on a cold cache (each is built from
 * one primary-key range scan of 50,000 ids), then crawled at random under load (served from the cache).
 */
async function measureSitemaps(size: number): Promise<Result[]> {
  const index = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const files = [...index.matchAll(/\/sitemaps\/(questions-\d+\.xml)/g)].map((m) => m[1] as string);
  const cold: number[] = [];
  for (const file of files) {
    const started = performance.now();
    const res = await fetch(`${BASE}/sitemaps/${file}`);
    await res.text();
    if (!res.ok) throw new Error(`sitemap ${file} → ${res.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  const at = (q: number) => Math.round(cold[Math.min(cold.length - 1, Math.floor(q * cold.length))] ?? 0);
  const coldRow: Result = {
    name: `sitemap question file, cold (each of ${files.length} once)`,
    kind: "document",
    rps: 0,
    p50: at(0.5),
    p99: at(0.99),
    ok: files.length,
    errors: 0,
    note: `${files.length} files of up to 50,000 URLs for ${size.toLocaleString("en")} questions; slowest ${Math.round(cold[cold.length - 1] ?? 0)} ms`,
  };
  console.log(`    ${coldRow.name.padEnd(34)} p50 ${coldRow.p50} ms  p99 ${coldRow.p99} ms`);
  const crawl = await measure("sitemap question file, crawled", "document", () => ({
    method: "GET",
    path: `/sitemaps/${files[Math.floor(Math.random() * files.length)]}`,
    // As crawlers ask (fetch above does too).
    headers: { "accept-encoding": "gzip" },
  }));
  return [coldRow, crawl];
}

async function explainAll(database: string) {
  const c = new pg.Client({ connectionString: dbUrl(database) });
  await c.connect();
  const queries: [string, string][] = [
    [
      "question list page 1",
      `select q.id from questions q join users u on u.id = q.user_id where q.is_public
        order by q.created_at desc nulls last, q.id desc nulls last limit 20 offset 0`,
    ],
    [
      "question list deep page (offset)",
      `select q.id from questions q join users u on u.id = q.user_id where q.is_public
        order by q.created_at desc nulls last, q.id desc nulls last limit 20 offset 9980`,
    ],
    [
      "question list total (counted 10 pages ahead)",
      `select count(*) from (select 1 from questions where is_public
        order by created_at desc nulls last, id desc nulls last limit 201) capped`,
    ],
    [
      "question detail",
      `select q.id, u.username from questions q join users u on u.id = q.user_id where q.id = 500000 and q.is_public`,
    ],
    [
      "question detail comments",
      "select user_id, is_paid from comments where question_id = 500000 order by created_at, id",
    ],
    [
      "search 养老 in questions: the newest 5,000 rows first (page and count in one statement)",
      `select id, title, created_at, count(*) over () as found from (
        select * from (select * from questions where is_public
          order by created_at desc nulls last, id desc nulls last limit 5000) recent
        where search_vector @@ '''养老'''::tsquery order by created_at desc nulls last, id desc nulls last limit 101
      ) hits order by created_at desc nulls last, id desc nulls last limit 5`,
    ],
    [
      "search 养老 in housing: counted on the GIN index of active listings",
      `select count(*) as n from (select 1 from housing where status = 'active'
        and search_vector @@ '''养老'''::tsquery limit 301) c`,
    ],
    [
      "search of a rare word (q123) in questions: its matches from GIN, sorted",
      `select id from questions where is_public and search_vector @@ '''q123'''::tsquery
        order by created_at desc, id desc limit 10`,
    ],
    [
      "housing list with filters",
      `select h.id from housing h join users u on u.id = h.owner_id where h.status = 'active' and h.city = '上海'
        and h.price_wan >= 100 and h.price_wan < 500 and h.room >= 2
        order by h.created_at desc nulls last, h.id desc nulls last limit 10`,
    ],
    [
      "housing list total with filters (counted 10 pages ahead)",
      `select count(*) from (select 1 from housing h where h.status = 'active' and h.city = '上海'
        and h.price_wan >= 100 and h.price_wan < 500 and h.room >= 2
        order by h.created_at desc nulls last, h.id desc nulls last limit 101) capped`,
    ],
    ["login user lookup", "select id from users where lower(username) = lower('bench_u77')"],
  ];
  const out: SizeRun["explains"] = [];
  for (const [name, q] of queries) {
    const r = await c.query(`explain (analyze, costs off, timing off, summary on) ${q}`);
    const plan = r.rows.map((x: Record<string, string>) => x["QUERY PLAN"]).join("\n");
    const seqScanOnBigTable =
      /Seq Scan on (questions|comments|users|housing|sale_items|jobs|housekeeping_items)\b/.test(plan);
    out.push({ name, plan, seqScanOnBigTable });
  }
  await c.end();
  return out;
}

/**
 * BENCH_ONLY=settlement: only the settlement row (the data generated, the backlog drained while the
 * list is measured); it is printed, bench/results.md is left alone.
 */
const SETTLEMENT_ONLY = process.env.BENCH_ONLY === "settlement";

/** The question list, uncached (a logged-in reader), against one of the settling processes. */
const listMeasurer =
  (token: string): SettlementDeps["measureList"] =>
  (port, label) =>
    measure(
      label,
      "read",
      () => ({
        method: "GET",
        path: "/api/questions?skip=0&limit=20",
        headers: { authorization: `Bearer ${token}`, "cache-control": "no-cache" },
      }),
      undefined,
      `http://127.0.0.1:${port}`,
    );

async function runSize(size: number): Promise<SizeRun> {
  const database = `askearn_bench_${size >= 1_000_000 ? `${size / 1_000_000}m` : `${size / 1000}k`}`;
  const sizes = sizesFor(size);
  console.log(`\n== ${size} questions (${database})`);
  const generateSeconds = await generate(database, sizes);
  const server = await startServer(database);
  try {
    if (SETTLEMENT_ONLY) {
      const settlement = await measureSettlement(database, PORT, {
        startServer,
        measureList: listMeasurer(await login("bench_u2")),
      });
      return { size, generateSeconds, results: [], explains: [], settlement };
    }
    const pairs = await preparePayBonus(database, sizes);
    const token = await login("bench_u2");
    const rand = (n: number) => 1 + Math.floor(Math.random() * n);
    // The API serves pages up to skip = 10,000 (LIST_CAPS.maxSkip): the deepest page at every size.
    const deepSkip = 9980;
    const get = (p: string) => (): Req => ({ method: "GET", path: p });
    const bare = get("/api/bench/bare");
    const results: Result[] = [];
    console.log("  measuring");
    results.push(await measure("bare route {} (before)", "baseline", bare));
    // Every read twice: as an anonymous visitor (the micro-cache may answer: plugins/public-cache.ts)
    // and uncached — logged in, with Cache-Control: no-cache — which always goes to the database.
    const uncached = { authorization: `Bearer ${token}`, "cache-control": "no-cache" };
    /**
     * The statements of one request like `sample`, replayed by pgbench at the same concurrency. An id in
     * the path (a detail read) is randomized over 1..size as the measured requests were.
     */
    const ceiling = async (sample: Req, write = false): Promise<Ceiling> => {
      const statements = await captureStatements(BASE, sample);
      const id = Number(/\/(\d+)(?:\/|$|\?)/.exec(sample.path)?.[1] ?? 0);
      const script = pgbenchScript(statements, {
        ...(id > 0 ? { randomId: { value: id, max: size } } : {}),
        write,
      });
      const { tps, failed } = await pgbenchTps(dbUrl(database), script, CONNECTIONS, SECONDS);
      console.log(
        `      ceiling: ${statements.length} statements, pgbench ${tps.toFixed(0)} tps${failed ? " (errors)" : ""}`,
      );
      return { statements: statements.length, tps, failed };
    };
    /**
     * Every read as a visitor (`next`) and uncached (`uncachedNext`, by default the same requests). A
     * detail read is popular for visitors (`hot`: the 100 newest public questions, what the front page
     * links to) and any question for the uncached reader (random over the whole table, what the
     * database ceiling compares): visitors reading a uniformly random one of a million questions would
     * measure a cache that can never hit, not the one real traffic meets.
     */
    const read = async (name: string, next: () => Req, uncachedNext: () => Req = next) => {
      results.push(await measure(name, "read", next));
      const withUncached = () => {
        const r = uncachedNext();
        return { ...r, headers: { ...r.headers, ...uncached } };
      };
      const row = await measure(`${name} · uncached`, "read", withUncached);
      row.ceiling = await ceiling(withUncached());
      results.push(row);
    };
    await read("question list page 1", get("/api/questions?skip=0&limit=20"));
    await read(`question list deep page (skip=${deepSkip})`, get(`/api/questions?skip=${deepSkip}&limit=20`));
    const hot: number[] = [];
    for (let skip = 0; skip < 100; skip += 20)
      hot.push(
        ...(await api<{ items: { id: number }[] }>("GET", `/api/questions?skip=${skip}&limit=20`)).items.map(
          (q) => q.id,
        ),
      );
    const popular = () => hot[Math.floor(Math.random() * hot.length)] as number;
    await read(
      "question detail",
      () => ({ method: "GET", path: `/api/questions/detail/${popular()}` }),
      () => ({ method: "GET", path: `/api/questions/detail/${rand(size)}` }),
    );
    // Issue 19: the same question as a page (head, content and the embedded API answers), rendered
    // for a visitor and micro-cached like the JSON read above.
    results.push(
      await measure("question page HTML (visitor)", "read", () => ({
        method: "GET",
        path: `/question?id=${popular()}`,
      })),
    );
    results.push(...(await measureSitemaps(size)));
    await read("search zh /api/search?q=养老", get(`/api/search?q=${encodeURIComponent("养老")}`));
    await read("search en /api/search?q=pension", get("/api/search?q=pension"));
    await read(
      "question list search=养老",
      get(`/api/questions?search=${encodeURIComponent("养老")}&limit=20`),
    );
    // Issue 15 item 12: the ask form's similar questions (a typed text) and a question's related list.
    await read(
      "similar questions (ask form)",
      get(`/api/questions/similar?q=${encodeURIComponent("养老保险怎么交 pension q123")}`),
    );
    await read(
      "related questions",
      () => ({ method: "GET", path: `/api/questions/${popular()}/related` }),
      () => ({ method: "GET", path: `/api/questions/${rand(size)}/related` }),
    );
    await read(
      "housing list with filters",
      get(`/api/housing?city=${encodeURIComponent("上海")}&price_min=100&price_max=500&room=2&page=1`),
    );
    const loginBody = `username=bench_u3&password=${BENCH_PASSWORD}`;
    results.push(
      await measure("login (POST form)", "write", () => ({
        method: "POST",
        path: "/api/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: loginBody,
      })),
    );
    const like = (): Req => ({
      method: "POST",
      path: `/api/questions/${rand(size)}/like`,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    const likeRow = await measure("like (POST /questions/:id/like)", "write", like);
    likeRow.ceiling = await ceiling(like(), true);
    results.push(likeRow);
    const payRequest = (pair: (typeof pairs)[number]): Req => ({
      method: "POST",
      path: "/api/questions/pay_bonus",
      headers: { "content-type": "application/json", authorization: `Bearer ${pair.token}` },
      body: JSON.stringify({ question_id: pair.question_id, comment_id: pair.comment_id }),
    });
    let n = 0;
    const payRow = await measure(
      "pay_bonus under contention",
      "write",
      () => {
        const pair = pairs[Math.floor(n++ / 4) % pairs.length];
        if (!pair) throw new Error("no pairs");
        return payRequest(pair);
      },
      `${pairs.length} questions of 20 publishers, 4 concurrent attempts each; after all are paid the rest answer 409`,
    );
    // The ceiling of the common path once each question is paid (the 409 most attempts get): a
    // payment's own statements cannot be replayed, the escrow they move from is empty after the first.
    const firstPair = pairs[0];
    if (!firstPair) throw new Error("no pairs");
    payRow.ceiling = await ceiling(payRequest(firstPair), true);
    results.push(payRow);
    results.push(await measure("bare route {} (after)", "baseline", bare));
    const paid = await (async () => {
      const c = new pg.Client({ connectionString: dbUrl(database) });
      await c.connect();
      const r = await c.query("select count(*)::int as n from questions where settlement = 'paid'");
      await c.end();
      return r.rows[0].n as number;
    })();
    const pay = results.find((r) => r.name.startsWith("pay_bonus"));
    if (pay) pay.note = `${pay.note}; ${paid} of ${pairs.length} paid exactly once`;
    // Issue 20 item 4: a due backlog drained by two more server processes (settlement on).
    const settlement = await measureSettlement(database, PORT, {
      startServer,
      measureList: listMeasurer(token),
    });
    const explains = await explainAll(database);
    return { size, generateSeconds, results, explains, settlement };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    if (process.env.BENCH_KEEP !== "true") await dropDatabase(database);
  }
}

/**
 * Why a target can be missed, by endpoint (the first matching pattern): written into the report next
 * to every missed target, so a reader learns the reason with the number.
 */
const WHY: [RegExp, string][] = [
  [
    /^settlement of/,
    "Settlement is set-based (modules/settlement/settle-batch.ts): one transaction claims up to 500 due " +
      "questions (SKIP LOCKED, earliest deadline first) and settles them with 12 statements whatever the " +
      "batch holds (the claim, the winners of all by their rules, one UPDATE of the questions and one of " +
      "the paid comments, the accounts found and locked in id order, the ledger transactions, entries and " +
      "balances in one statement each, the recipients' languages and the messages), about 0.03 statements " +
      "a question against 14.5 when each question had its own transaction. One batch transaction at a " +
      "time per process. Measured on 2026-11-28 (2 cores, load average 2.7-2.8 at the start): 100,000 due " +
      "questions drained by 2 processes in 19.8 s at 10k questions and 29.6 s at 1M, the list's p99 " +
      "1.48× and 1.00× idle. A miss here means the machine was shared (the drain is CPU in PostgreSQL " +
      "and in the two processes on the same cores as the list and the load generator) or a batch fell " +
      "back to the per-question path (a failing question: see the server log).",
  ],
  [
    /of ceiling$/,
    "Below its statements' pgbench ceiling: pgbench sends the same statements from C with no work per " +
      "request, while the server spends its own CPU on each, on the same 2 cores. Where it goes, measured " +
      "by `npm run bench:profile` (bench/profile-results.md: the uncached list under load, 2026-11-28): " +
      "about 45 % Node's socket writes (one writev system call per response and per statement, " +
      "expensive on this machine), 20 % Drizzle building each query and mapping its rows, 8–11 % garbage " +
      "collection, 7 % the pg driver, 6 % zod, 4 % Fastify, 4 % our code, 2–4 % the JWT check, under 1 % " +
      "logging. Remedy, not built: build the list's few query shapes once (Drizzle prepared queries: most " +
      "of the 20 %), serialize answers without validating them against their schema in production (the " +
      "zod share) and answer a page and its count in one round trip; that is about a third of the " +
      "server's CPU per request, not the 3–4× that 60 % of the ceiling needs while each response and " +
      "statement costs a system call that pgbench shares only for the statements.",
  ],
  [
    /^sitemap .*cold/,
    "A cold sitemap file is built from one primary-key range scan of 50,000 ids and 50,000 URLs written " +
      "as XML; crawlers get it from the 10-minute cache after that (the crawled row).",
  ],
  [
    /^question detail/,
    "A visitor's detail is micro-cached like the lists: a read writes nothing, its view is noted in memory " +
      "and written with the others every 2 s in one statement (VIEW_FLUSH_MS); visitors read one of the " +
      "100 newest public questions (the front page's), each cached for 1 s. Uncached (a logged-in " +
      "request with Cache-Control: no-cache) it reads the question with its answers, ratings, reactions, " +
      "favorites, payment and appeal state: a few statements in parallel, one round trip to PostgreSQL, " +
      "which shares the 2 cores with the server and the load generator.",
  ],
  [
    /^question list search.*· uncached/,
    "Uncached (a logged-in request with Cache-Control: no-cache): the question list's own search keeps " +
      "the planner's choice, because its visibility rule (public, the reader's own, a channel expert's) " +
      "needs the whole GIN index; for a word in 2 % of the rows it walks the newest questions for the page " +
      "and for the count 10 pages ahead (101 matches), rows spread over a table 100 times larger at 1M " +
      "(fewer cache hits). For an anonymous visitor the same search is micro-cached and meets the targets.",
  ],
  [
    /search.*· uncached/,
    "Uncached (a logged-in request with Cache-Control: no-cache), a word in 2 % of the rows: questions are " +
      "answered from the newest 5,000 rows and each listing kind from its GIN index of active listings " +
      "(modules/search/search.queries.ts), 9 statements for the five kinds; at 1M the matches' postings " +
      "and rows are spread over a table 100 times larger (fewer cache hits). The same search cached (any " +
      "visitor: its answer is the same for everyone) meets the targets.",
  ],
  [
    /· uncached/,
    "Uncached (a logged-in request with Cache-Control: no-cache): every request asks PostgreSQL (2–3 " +
      "statements), on the same 2 cores as the server and the load generator, while the bare route does " +
      "no I/O at all. The same read for an anonymous visitor (the 1-second micro-cache) meets the target.",
  ],
  [
    // Any read without "· uncached": an anonymous visitor's, answered by the micro-cache.
    /^(?!.*· uncached)/,
    "Cached (an anonymous visitor; for search any visitor): answered from the 1-second micro-cache " +
      "(PUBLIC_CACHE_TTL_MS); an expired entry is served stale while one request recomputes it, and " +
      "concurrent misses share that one computation (plugins/public-cache.ts). What is left in the tail " +
      "is a first miss per address (each popular question, each related list) and the machine's own " +
      "scheduling on 2 cores shared with PostgreSQL and the load generator (compare the bare route's " +
      "p99 in the same table).",
  ],
];
const why = (name: string) => WHY.find(([pattern]) => pattern.test(name))?.[1] ?? "not explained";

/**
 * Issue 20 item 2, no stampede: at the largest size, a cached read's p99 within 2× its p50. A stampede
 * (every request that meets an expired entry asking the database) puts the uncached time into the p99;
 * below that, the p99 of a sub-millisecond answer is the machine's scheduling (server, PostgreSQL and the
 * load generator on 2 cores), which the bare route {} of the same run shows: a read whose p99 is within
 * the bare route's own p99 has nothing of its own in its tail.
 */
/**
 * Reads spread over the 100 popular questions: 100 cache entries, each recomputed in the background once
 * a second, whose work shows in every reader's tail; a stampede (many readers of one address waiting
 * for its recompute) is measured on the reads of one address.
 */
const MANY_ADDRESSES = /^(question detail|question page HTML|related questions)/;

function stampedeReport(run: SizeRun, missed: { name: string; text: string }[]): string[] {
  const bareP99 = Math.max(...run.results.filter((r) => r.kind === "baseline").map((r) => r.p99), 1);
  const cached = run.results.filter((r) => r.kind === "read" && !r.name.includes("· uncached"));
  const rows = cached.map((r) => {
    const uncached = run.results.find((x) => x.name === `${r.name} · uncached`);
    const uncachedCell = uncached ? `${uncached.p50} / ${uncached.p99}` : "–";
    if (MANY_ADDRESSES.test(r.name))
      return `| ${r.name} | ${r.p50} | ${r.p99} | ${uncachedCell} | not a stampede measure: 100 addresses, each recomputed in the background once a second |`;
    // 1 ms is autocannon's resolution (as in the 1.5× check below).
    const met = r.p99 <= Math.max(2 * r.p50, bareP99 + 1);
    if (!met)
      missed.push({
        name: r.name,
        text: `${r.name} at ${run.size.toLocaleString("en")}: cached p99 ${r.p99} ms > 2 × p50 ${r.p50} ms and > the bare route's p99 ${bareP99} ms`,
      });
    return `| ${r.name} | ${r.p50} | ${r.p99} | ${uncachedCell} | ${met ? "met" : "**missed**"} |`;
  });
  return [
    `## No stampede at ${run.size.toLocaleString("en")} (issue 20 item 2)`,
    "",
    `Cached reads: p99 ≤ 2 × p50, or within the bare route's own p99 in this run (${bareP99} ms, + 1 ms of resolution: the machine's scheduling, a route that does nothing). A stampede would show the uncached time in the p99.`,
    "",
    "| cached read | p50 ms | p99 ms | uncached p50 / p99 ms | target |",
    "| --- | ---: | ---: | ---: | --- |",
    ...rows,
    "",
  ];
}

/** The settlement row (issue 20 item 4): drain time and the question list's p99 while it runs. */
function settlementReport(
  s: SettlementRun,
  size: number,
  missed: { name: string; text: string }[],
): string[] {
  const name = `settlement of ${s.count.toLocaleString("en")} due questions by ${s.processes} processes`;
  const factor = s.busyP99 / Math.max(s.idleP99, 1);
  // The target is 60 s for 100,000 questions: a smaller backlog (BENCH_SETTLE_COUNT) gets its share.
  const limit = (SETTLE_TARGET_SECONDS * s.count) / 100_000;
  const timeMet = s.seconds <= limit;
  const p99Met = s.busyP99 <= Math.max(SETTLE_P99_FACTOR * s.idleP99, s.idleP99 + 1);
  const at = `at ${size.toLocaleString("en")}`;
  if (!timeMet) missed.push({ name, text: `${name} ${at}: ${s.seconds.toFixed(1)} s` });
  if (!p99Met)
    missed.push({
      name,
      text: `${name} ${at}: list p99 ${s.idleP99} → ${s.busyP99} ms (${factor.toFixed(2)}×)`,
    });
  if (s.violations.length) missed.push({ name, text: `${name} ${at}: ${s.violations.join("; ")}` });
  return [
    "| settlement | seconds | per second | list p99 idle → settling | list req/s idle → settling | targets |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    `| ${name} | ${s.seconds.toFixed(1)} | ${(s.count / s.seconds).toFixed(0)} | ${s.idleP99} → ${s.busyP99} ms (${factor.toFixed(2)}×) | ` +
      `${s.idleRps.toFixed(0)} → ${s.busyRps.toFixed(0)} | ≤ ${limit.toFixed(0)} s ${timeMet ? "met" : "**missed**"}; ` +
      `p99 ≤ ${SETTLE_P99_FACTOR}× ${p99Met ? "met" : "**missed**"}; ledger ${s.violations.length ? "**violated**" : "holds"} |`,
    "",
    `- ${name}: ${s.note}. The list is the uncached page 1 (a logged-in reader) on one of the two settling ` +
      "processes, measured before the backlog appeared and again from the moment it was committed.",
    "",
  ];
}

function report(runs: SizeRun[], totalSeconds: number): string {
  const lines: string[] = [];
  const fmt = (x: number) => x.toFixed(0);
  lines.push("# Benchmark results", "");
  lines.push(
    `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ` +
      `server and load generator on the same ${os.cpus().length}-core machine, PostgreSQL ${"on 127.0.0.1"}. ` +
      `Total run time ${(totalSeconds / 60).toFixed(1)} min.`,
    "",
  );
  const checks: string[] = [];
  const missed: { name: string; text: string }[] = [];
  for (const run of runs) {
    const baseline = run.results.filter((r) => r.kind === "baseline");
    const bareRps = baseline.reduce((s, r) => s + r.rps, 0) / Math.max(1, baseline.length);
    lines.push(`## ${run.size.toLocaleString("en")} questions`, "");
    lines.push(
      `Data generated in ${run.generateSeconds.toFixed(1)} s. Bare route: ${fmt(bareRps)} req/s (mean of before/after).`,
      "",
    );
    lines.push(
      "| endpoint | kind | req/s | p50 ms | p99 ms | ratio to bare | 2xx | other | statements | ceiling tps (pgbench) | % of ceiling | target (reads ≥ 25 % of bare, uncached ≥ 60 % of ceiling; documents p99) |",
    );
    lines.push("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    for (const r of run.results) {
      const ratio = r.rps / bareRps;
      const target =
        r.kind === "read"
          ? ratio >= 0.25
            ? "met"
            : "**missed**"
          : r.kind === "document"
            ? r.p99 <= DOCUMENT_P99_MS
              ? `p99 ≤ ${DOCUMENT_P99_MS} ms met`
              : `p99 ≤ ${DOCUMENT_P99_MS} ms **missed**`
            : "—";
      if (r.kind === "document" && r.p99 > DOCUMENT_P99_MS)
        missed.push({ name: r.name, text: `${r.name} at ${run.size.toLocaleString("en")}: p99 ${r.p99} ms` });
      if (r.kind === "read" && ratio < 0.25)
        missed.push({
          name: r.name,
          text: `${r.name} at ${run.size.toLocaleString("en")}: ${(ratio * 100).toFixed(0)} % of bare`,
        });
      if (r.kind === "read")
        checks.push(`${run.size}: ${r.name} ratio ${(ratio * 100).toFixed(0)} % → ${target}`);
      const c = r.ceiling;
      const share = c && c.tps > 0 ? r.rps / c.tps : undefined;
      let ceilingTarget = "";
      if (c && r.kind === "read") {
        const met = share !== undefined && !c.failed && share >= CEILING_TARGET;
        ceilingTarget = `; ceiling ${met ? "met" : "**missed**"}`;
        if (!met)
          missed.push({
            name: `${r.name} of ceiling`,
            text: `${r.name} at ${run.size.toLocaleString("en")}: ${share === undefined ? "no ceiling" : `${(share * 100).toFixed(0)} %`} of its statements' ceiling`,
          });
      }
      const ceilingCells = c
        ? `${c.statements} | ${fmt(c.tps)}${c.failed ? " (errors)" : ""} | ${share === undefined ? "–" : `${(share * 100).toFixed(0)} %`}`
        : "– | – | –";
      lines.push(
        `| ${r.name} | ${r.kind} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(ratio * 100).toFixed(0)} % | ${r.ok} | ${r.errors} | ${ceilingCells} | ${target}${ceilingTarget} |`,
      );
    }
    const notes = run.results.filter((r) => r.note);
    if (notes.length) lines.push("", ...notes.map((r) => `- ${r.name}: ${r.note}`));
    lines.push("");
    if (run.settlement) lines.push(...settlementReport(run.settlement, run.size, missed));
  }
  const largest = runs[runs.length - 1];
  if (largest) lines.push(...stampedeReport(largest, missed));
  if (runs.length >= 2) {
    const [small, big] = [runs[0], runs[runs.length - 1]] as [SizeRun, SizeRun];
    lines.push(
      `## p99 at ${big.size.toLocaleString("en")} vs ${small.size.toLocaleString("en")} (target ≤ 1.5×)`,
      "",
    );
    lines.push(
      "| endpoint | p99 small | p99 large | factor | target |",
      "| --- | ---: | ---: | ---: | --- |",
    );
    for (const r of small.results) {
      if (r.kind === "baseline" || r.kind === "document") continue;
      const key = r.name.replace(/\(skip=\d+\)/, "");
      const other = big.results.find((x) => x.name.replace(/\(skip=\d+\)/, "") === key);
      if (!other) continue;
      // 1 ms is the resolution: a p99 of 1 → 2 ms is noise, not degradation.
      const factor = other.p99 / Math.max(r.p99, 1);
      const met = other.p99 <= Math.max(1.5 * r.p99, r.p99 + 1);
      if (!met)
        missed.push({ name: r.name, text: `${key} p99 ${r.p99} → ${other.p99} ms (${factor.toFixed(2)}×)` });
      lines.push(
        `| ${key} | ${r.p99} | ${other.p99} | ${factor.toFixed(2)}× | ${met ? "met" : "**missed**"} |`,
      );
    }
    lines.push("");
  }
  if (missed.length > 0) {
    lines.push("## Missed targets, and why", "");
    const reasons = new Map<string, string[]>();
    for (const m of missed) reasons.set(why(m.name), [...(reasons.get(why(m.name)) ?? []), m.text]);
    for (const [reason, items] of reasons) lines.push(`- ${items.join("; ")}: ${reason}`);
    lines.push("");
  }
  const big = runs[runs.length - 1];
  if (big) {
    lines.push(`## EXPLAIN ANALYZE at ${big.size.toLocaleString("en")} questions`, "");
    for (const e of big.explains) {
      lines.push(
        `### ${e.name}: ${e.seqScanOnBigTable ? "**Seq Scan on a large table**" : "no Seq Scan on a large table"}`,
        "",
      );
      lines.push("```", e.plan, "```", "");
    }
  }
  // Issue 20 item 5, measured apart (`npm run bench:start`, bench/start.ts) and kept across bench runs.
  const start = path.join(root, "bench", "start-results.md");
  if (existsSync(start))
    lines.push(
      readFileSync(start, "utf8")
        .replace(/^# .*/, "$&\n\nFrom [start-results.md](start-results.md):")
        .replace(/^#/, "##"),
      "",
    );
  return lines.join("\n");
}

const started = performance.now();
const runs: SizeRun[] = [];
for (const size of SIZES) runs.push(await runSize(size));
if (SETTLEMENT_ONLY) {
  const missed: { name: string; text: string }[] = [];
  for (const run of runs)
    if (run.settlement)
      console.log(
        [
          `## ${run.size.toLocaleString("en")} questions`,
          ...settlementReport(run.settlement, run.size, missed),
        ].join("\n"),
      );
  for (const m of missed) console.log(`missed: ${m.text}`);
  process.exit(0);
}
const md = report(runs, (performance.now() - started) / 1000);
writeFileSync(path.join(root, "bench", "results.md"), md);
console.log(`\nwrote bench/results.md in ${((performance.now() - started) / 60000).toFixed(1)} min`);
