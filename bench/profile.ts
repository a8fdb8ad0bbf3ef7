/**
 * `npm run bench:profile` (issue 20 item 1): where an uncached read's time goes inside the server. It
 * generates 10,000 questions (bench/generate.ts), starts the server from source under `--cpu-prof`,
 * loads one endpoint as a logged-in reader with Cache-Control: no-cache (the bench's uncached row) for
 * BENCH_SECONDS (default 10) at BENCH_CONNECTIONS (default 20), stops the server and sorts the CPU
 * samples taken under load by what ran them: our code, the PostgreSQL driver, zod, Fastify, pino, the
 * JWT library, Node's own I/O, garbage collection, idle. Prints and writes bench/profile-results.md;
 * BENCH_PATH picks the endpoint (default the question list's page 1).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_PASSWORD, dbUrl, dropDatabase, generate, sizesFor } from "./generate.js";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ENDPOINT = process.env.BENCH_PATH ?? "/api/questions?skip=0&limit=20";
const PORT = Number(process.env.BENCH_PORT ?? 3991);
const BASE = `http://127.0.0.1:${PORT}`;

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** What ran a sample, by the script it belongs to (the innermost frame that has one). */
const CATEGORIES: [string, RegExp][] = [
  ["JWT (@fastify/jwt, fast-jwt)", /node_modules\/(jose|fast-jwt|@fastify\/jwt)\//],
  ["PostgreSQL driver (pg, pg-protocol)", /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-\w+)\//],
  ["Drizzle (query building, row mapping)", /node_modules\/drizzle-orm\//],
  ["zod (input and response schemas)", /node_modules\/(zod|fastify-type-provider-zod)\//],
  [
    "Fastify (routing, hooks, reply)",
    /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio)\//,
  ],
  ["pino (logging)", /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//],
  ["lru-cache and other libraries", /node_modules\//],
  ["our code (apps/server/src, packages/contracts)", /\/(apps\/server\/src|packages\/contracts\/src)\//],
  ["Node.js internals (http, streams, net)", /^node:/],
];

function categorize(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  detail: Map<string, number>,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) return;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    let category: string | undefined;
    for (let cur: number | undefined = id; cur !== undefined && !category; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur)?.callFrame ?? { functionName: "", url: "" };
      if (!url) {
        if (cur === id && ["(garbage collector)", "(idle)", "(program)"].includes(functionName))
          category = functionName;
        continue;
      }
      category = CATEGORIES.find(([, test]) => test.test(url))?.[0] ?? "other scripts";
    }
    const key = category ?? "native (no script on the stack)";
    totals.set(key, (totals.get(key) ?? 0) + dt);
    {
      // The innermost frame with a script, and the first frame of our own code above it.
      let own = "";
      let inner = "";
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const { functionName, url } = byId.get(cur)?.callFrame ?? { functionName: "", url: "" };
        const where = `${functionName || "(anonymous)"} ${url.replace(/.*node_modules\//, "").replace(/.*\/(apps|packages)\//, "")}`;
        if (!inner && url) inner = where;
        // For Node's own frames, say which module asked (http's response, pg's connection, …).
        else if (inner.includes("node:internal") && url && !url.startsWith("node:internal"))
          inner += ` ← ${where}`;
        if (/\/(apps\/server\/src|packages\/contracts\/src)\//.test(url)) {
          own = where;
          break;
        }
      }
      const line = `${key} | ${inner} | ${own}`;
      detail.set(line, (detail.get(line) ?? 0) + dt);
    }
  });
  return totals;
}

async function main() {
  const database = `bench_profile_${process.pid}`;
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "askearn-profile-"));
  console.log("generating 10,000 questions …");
  await generate(database, sizesFor(10_000));
  const server = spawn(
    process.execPath,
    ["--cpu-prof", "--cpu-prof-dir", profileDir, "--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: dbUrl(database),
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        SETTLEMENT_INTERVAL_MS: "0",
        LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
        JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
        DATA_DIR: profileDir,
        ADMIN_PASSWORD: "bench-admin-password",
        BENCH_BARE_ROUTE: "true",
      },
    },
  );
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null || i > 600) throw new Error("the server did not start");
      if (
        await fetch(`${BASE}/api/bench/bare`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${BASE}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench_u2", password: BENCH_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, "cache-control": "no-cache" };
    const run = (duration: number) =>
      autocannon({ url: `${BASE}${ENDPOINT}`, connections: CONNECTIONS, duration, headers });
    await run(3); // warm up: JIT, plans, pool
    const started = Date.now();
    const result = await run(SECONDS);
    const loadMs = Date.now() - started;
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no CPU profile written");
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile;
    // The load window: the profile ends at exit, shortly after the load; its last second is shutdown.
    const to = profile.endTime - 1_000_000;
    const detail = new Map<string, number>();
    const totals = categorize(profile, to - loadMs * 1000, to, detail);
    const all = [...totals.values()].reduce((a, b) => a + b, 0);
    const busy = all - (totals.get("(idle)") ?? 0);
    const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
    const lines = [
      "# Where an uncached read's time goes (issue 20 item 1)",
      "",
      `Generated by \`npm run bench:profile\` on ${new Date().toISOString().slice(0, 10)}: the server from source`,
      `under \`--cpu-prof\`, 10,000 questions on PostgreSQL, \`${ENDPOINT}\` as a logged-in reader with`,
      `Cache-Control: no-cache, ${CONNECTIONS} connections for ${SECONDS} s, on the same 2 cores as PostgreSQL`,
      "and the load generator. Shares are of the server process's busy CPU in the load window.",
      "",
      `Under the profiler: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; the server`,
      `was idle ${((100 * (totals.get("(idle)") ?? 0)) / all).toFixed(1)} % of the window.`,
      "",
      "| what ran | share of the server's busy CPU |",
      "| --- | ---: |",
      ...[...totals]
        .filter(([name]) => name !== "(idle)")
        .sort((a, b) => b[1] - a[1])
        .map(([name, us]) => `| ${name} | ${pct(us)} |`),
      "",
      "The largest single frames (the innermost script frame; for Node's own frames, the modules that",
      "asked, innermost first):",
      "",
      "| category | frame | our caller | share |",
      "| --- | --- | --- | ---: |",
      ...[...detail]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([line, us]) => `| ${line} | ${pct(us)} |`),
      "",
    ];
    const out = path.join(root, "bench/profile-results.md");
    writeFileSync(out, lines.join("\n"));
    console.log(`${lines.join("\n")}\nwritten to ${path.relative(root, out)}`);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(profileDir, { recursive: true, force: true });
    await dropDatabase(database);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
