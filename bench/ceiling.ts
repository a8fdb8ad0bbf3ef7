/**
 * The database's own ceiling for an endpoint (issue 20 item 1): the statements one request runs are
 * recorded by the server (plugins/bench.ts, SQL_CAPTURE_ROUTE), written as a pgbench script with their
 * parameters as literals, and replayed by pgbench (`-M extended`, the bench's concurrency) against the
 * same database. Endpoint req/s ÷ script tps says how much of what PostgreSQL could serve the
 * application delivers.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Ceiling {
  statements: number;
  tps: number;
  failed: boolean;
}

/** The statements one request of the endpoint sends to the database, in order. */
export async function captureStatements(
  base: string,
  req: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Statement[]> {
  const res = await fetch(`${base}${req.path}`, {
    method: req.method,
    headers: { ...req.headers, "x-bench-capture": "1" },
    ...(req.body !== undefined ? { body: req.body } : {}),
  });
  await res.arrayBuffer();
  const captured = (await (await fetch(`${base}/bench/sql-capture`)).json()) as { statements: Statement[] };
  return captured.statements;
}

// node-postgres's own conversion of a parameter to the text it binds (arrays, dates, JSON); CommonJS.
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue: (value: unknown) => unknown;
};

/** A parameter as a SQL literal, the text node-postgres would bind; the randomized id as `:id`. */
function literal(value: unknown, idVar: { value: number } | undefined): string {
  if (idVar && value === idVar.value) return ":id";
  const text = value === undefined ? null : prepareValue(value);
  return text === null ? "NULL" : `'${String(text).replace(/'/g, "''")}'`;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start transaction)\b/i;

/**
 * A pgbench script of the statements: parameters inlined (`$3` → `'…'`), a randomized id as the
 * pgbench variable `:id` over 1..max (so the replay reads as many different rows as the endpoint did).
 * A write is replayed inside one transaction that is rolled back, so every run finds the same rows
 * (and their locks) as the first: no fsync at commit, so its ceiling is on the high side.
 */
export function pgbenchScript(
  statements: Statement[],
  opts: { randomId?: { value: number; max: number }; write?: boolean } = {},
): string {
  const lines: string[] = [];
  if (opts.randomId) lines.push(`\\set id random(1, ${opts.randomId.max})`);
  if (opts.write) lines.push("BEGIN;");
  for (const s of statements) {
    if (TRANSACTION_CONTROL.test(s.sql)) continue;
    const sql = s.sql.replace(/\$(\d+)/g, (_m, n: string) => literal(s.params[Number(n) - 1], opts.randomId));
    lines.push(`${sql.replace(/;\s*$/, "")};`);
  }
  if (opts.write) lines.push("ROLLBACK;");
  return `${lines.join("\n")}\n`;
}

/** Runs the script with pgbench for `seconds` at `clients` connections; its transactions per second. */
export async function pgbenchTps(
  databaseUrl: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<{ tps: number; failed: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "askearn-pgbench-"));
  const file = path.join(dir, "endpoint.sql");
  writeFileSync(file, script);
  const url = new URL(databaseUrl);
  const args = [
    "-n",
    "-M",
    "extended",
    "-c",
    String(clients),
    "-j",
    String(Math.min(clients, os.cpus().length)),
    "-T",
    String(seconds),
    "-f",
    file,
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    decodeURIComponent(url.username || "postgres"),
    url.pathname.slice(1),
  ];
  try {
    const { stdout } = await run("pgbench", args, { maxBuffer: 16 * 1024 * 1024 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = /number of failed transactions: [1-9]/.test(stdout) || tps === 0;
    return { tps, failed };
  } catch (err) {
    const text = String((err as { stderr?: string }).stderr ?? err).slice(0, 400);
    console.log(`    pgbench failed: ${text}`);
    return { tps: 0, failed: true };
  }
}
