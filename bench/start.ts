/**
 * `npm run bench:start` (issue 20 item 5): how long the server takes from process start to its first
 * 200 on /api/health, and its resident memory then and after 200 requests, when started as before
 * (`node --import tsx src/main.ts`: TypeScript compiled in the process at every start) and as
 * production starts it now (`node dist/main.js`, built by apps/server/scripts/build.mjs). On PGlite
 * (a DATA_DIR migrated and seeded by a first, unmeasured start) and on PostgreSQL (a fresh database,
 * created, migrated and seeded the same way, dropped at the end), so migrations and seeding do not
 * count. Runs alternate between the ways of starting so a busy machine weighs on each alike; the first
 * start of each way is a warm-up (file cache, tsx's transform cache) and is not counted.
 * Writes bench/start-results.md, which bench/results.md includes. BENCH_START_RUNS sets the runs (5),
 * BENCH_START_PORT the port (3160).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { dbUrl, dropDatabase } from "./generate.js";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const PORT = Number(process.env.BENCH_START_PORT ?? 3160);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = 200;
const DATABASE = "askearn_start_bench";
const PGLITE_DIR = path.join(root, "data", "bench-start");

const WAYS = [
  { name: "tsx (before)", args: ["--import", "tsx", "apps/server/src/main.ts"] },
  { name: "compiled (now: npm start)", args: ["apps/server/dist/main.js"] },
  {
    name: "compiled + --enable-source-maps",
    args: ["--enable-source-maps", "apps/server/dist/main.js"],
  },
];
const DATABASES = [
  { name: "PGlite (seeded DATA_DIR)", env: {} as Record<string, string> },
  { name: "PostgreSQL (DATABASE_URL)", env: { DATABASE_URL: dbUrl(DATABASE) } },
];

interface Sample {
  startMs: number;
  /** CPU seconds (user + system) the process used until then: what a busy machine does not inflate. */
  cpuStartS: number;
  rssStartMb: number;
  rssAfterMb: number;
  failed: number;
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/** CPU seconds a process has used: utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Starts the server one way; resolves once /api/health answers 200, with the time that took. */
async function start(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: PGLITE_DIR,
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
      ADMIN_PASSWORD: "bench-admin-password",
      ...env,
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server (${args.join(" ")}) exited`);
    const res = await fetch(`${BASE}/api/health`).catch(() => undefined);
    if (res?.status === 200) return { child, startMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** REQUESTS requests over a few kinds of reads, 4 at a time; the number that did not answer 2xx. */
async function load(): Promise<number> {
  const paths = [
    "/api/questions?skip=0&limit=20",
    "/api/questions/detail/1",
    "/home",
    "/api/search?q=pension",
  ];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const res = await fetch(`${BASE}${paths[next++ % paths.length]}`);
      await res.arrayBuffer();
      if (!res.ok) failed++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failed;
}

async function measureOnce(args: string[], env: Record<string, string>): Promise<Sample> {
  const { child, startMs } = await start(args, env);
  try {
    const pid = child.pid as number;
    const cpuStartS = cpuSeconds(pid);
    const rssStartMb = rssMb(pid);
    const failed = await load();
    return { startMs, cpuStartS, rssStartMb, rssAfterMb: rssMb(pid), failed };
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const cell = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const load1 = () => os.loadavg()[0]?.toFixed(1);
const loadBefore = load1();
const buildStarted = performance.now();
execFileSync("npm", ["run", "build", "-w", "@ask/server"], { cwd: root, stdio: "ignore" });
const buildMs = performance.now() - buildStarted;
const bundleKb = statSync(path.join(root, "apps/server/dist/main.js")).size / 1024;

const admin = new pg.Client({ connectionString: dbUrl("postgres") });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
mkdirSync(PGLITE_DIR, { recursive: true });

const lines: string[] = [];
try {
  for (const database of DATABASES) {
    console.log(`\n== ${database.name}`);
    // The first start migrates and seeds (not measured), each way's first one warms its caches.
    await stop((await start(WAYS[1]?.args ?? [], { ...database.env, SEED_DEMO: "true" })).child);
    for (const way of WAYS) await measureOnce(way.args, database.env);
    const samples = new Map<string, Sample[]>(WAYS.map((w) => [w.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) {
        const s = await measureOnce(way.args, database.env);
        samples.get(way.name)?.push(s);
        console.log(
          `  ${way.name.padEnd(32)} start ${s.startMs.toFixed(0)} ms (CPU ${s.cpuStartS.toFixed(2)} s), RSS ${s.rssStartMb.toFixed(0)} → ${s.rssAfterMb.toFixed(0)} MB (non-2xx ${s.failed})`,
        );
      }
    }
    lines.push(`### ${database.name}`, "");
    lines.push(
      `| how the server starts | start → /api/health 200, ms | CPU time to start, s | RSS after start, MB | RSS after ${REQUESTS} requests, MB | non-2xx |`,
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const way of WAYS) {
      const s = samples.get(way.name) ?? [];
      lines.push(
        `| ${way.name} | ${cell(s.map((x) => x.startMs))} | ${cell(
          s.map((x) => x.cpuStartS),
          2,
        )} | ${cell(s.map((x) => x.rssStartMb))} | ${cell(s.map((x) => x.rssAfterMb))} | ${s.reduce((n, x) => n + x.failed, 0)} |`,
      );
    }
    lines.push("");
  }
} finally {
  await dropDatabase(DATABASE);
}

const md = [
  "# Production start (issue 20 item 5)",
  "",
  `Generated by \`npm run bench:start\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
    `${os.cpus().length} cores, load average ${loadBefore} before and ${load1()} after (other work on the machine ` +
    `slows every start alike: the ways alternate run by run). Median of ${RUNS} runs (min–max) after one ` +
    `warm-up each; ${REQUESTS} requests (question list, a question, the /home page, a search; 4 at a time) ` +
    "between the two memory readings (VmRSS). The CPU time (user + system of the server process until its " +
    "first 200) hardly depends on the machine's load; the wall time does.",
  "",
  `Build (\`npm run build -w @ask/server\`, esbuild): ${(buildMs / 1000).toFixed(1)} s including npm, ` +
    `dist/main.js ${(bundleKb / 1024).toFixed(1)} MB (npm packages stay in node_modules).`,
  "",
  ...lines,
].join("\n");
writeFileSync(path.join(root, "bench", "start-results.md"), md);
console.log(`\n${md}\nwrote bench/start-results.md`);
