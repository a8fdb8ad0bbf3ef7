import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "./db/client.js";
import { users } from "./db/schema/index.js";
import { watchProcess } from "./test/server-process.js";

const main = path.resolve(import.meta.dirname, "main.ts");
const serverDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Every server a test started (some tests start two). */
const children: ChildProcess[] = [];
afterEach(() => {
  // Each server runs in a process group of its own: this also ends a server started through npm.
  for (const proc of children.splice(0)) {
    if (proc.pid && proc.exitCode === null && proc.signalCode === null) {
      try {
        process.kill(-proc.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
});

function start(
  env: Record<string, string>,
  command = [process.execPath, "--import", "tsx", main],
  cwd?: string,
) {
  const [file = process.execPath, ...args] = command;
  const proc = spawn(file, args, {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    cwd,
    detached: true,
  });
  const { output, exited } = watchProcess(proc);
  children.push(proc);
  return { proc, exited, output };
}

/** Polls health for up to 90 s: on a busy 2-core machine starting tsx and migrating can take long. */
async function waitForHealth(port: number): Promise<Response | undefined> {
  const deadline = Date.now() + 90_000;
  let health: Response | undefined;
  while (!health && Date.now() < deadline) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (!health) await new Promise((r) => setTimeout(r, 250));
  }
  return health;
}

/**
 * A migrated PGlite DATA_DIR, made once per file: PGlite's first start (initdb in WebAssembly) and the
 * migrations take long on a busy 2-core machine, a copy starts in seconds.
 */
let pristine: Promise<string> | undefined;
function pristineDataDir(): Promise<string> {
  pristine ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "askearn-pristine-"));
    const database = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    await database.migrate();
    await database.close();
    return dir;
  })();
  return pristine;
}

async function copy(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-main-"));
  cpSync(await pristineDataDir(), dataDir, { recursive: true });
  return dataDir;
}

// Each test starts a whole server process (tsx, migrations): slow on a busy 2-core machine.
describe("the server process", { timeout: 150_000 }, () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "starts, serves health, and shuts down cleanly on %s",
    async (signal) => {
      const port = await freePort();
      const databaseUrl = inject("testDatabaseUrl");
      const server = start({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      expect((await waitForHealth(port))?.status).toBe(200);
      server.proc.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(new RegExp(`"signal":"${signal}".*"msg":"shutting down"`));
    },
  );

  it("started through npm -w (as `npm start` does), takes a relative DATA_DIR from where npm was typed", async () => {
    const port = await freePort();
    const typedIn = mkdtempSync(path.join(tmpdir(), "askearn-cwd-"));
    const databaseUrl = inject("testDatabaseUrl");
    const server = start(
      {
        PORT: String(port),
        DATA_DIR: "./relative-data",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      ["npm", "--prefix", repoRoot, "run", "start", "-w", "@ask/server"],
      typedIn,
    );
    expect((await waitForHealth(port))?.status).toBe(200);
    // The generated secret lands in <where npm was typed>/relative-data, not in apps/server.
    expect(existsSync(path.join(typedIn, "relative-data", "jwt-secret"))).toBe(true);
    expect(existsSync(path.join(repoRoot, "apps/server/relative-data"))).toBe(false);
    // As Ctrl+C in a terminal: the signal goes to npm and the server, which shuts down cleanly.
    if (server.proc.pid) process.kill(-server.proc.pid, "SIGINT");
    await server.exited;
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            () => "up",
            () => "down",
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe("down");
  });

  it.each([
    ["not-a-port", "not-a-port"],
    ["empty", ""],
  ])("refuses a bad PORT (%s) with one line naming the variable", async (_name, value) => {
    const server = start({ PORT: value, DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")) });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
  });

  it.each([
    ["a generated JWT secret", {}],
    ["the given JWT secret", { JWT_SECRET: "x".repeat(40) }],
  ])("stops with one line naming DATA_DIR when it cannot be written (%s)", async (_name, env) => {
    // Root may write anywhere, so the folder lies under a plain file: it can never be created.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "askearn-main-")), "a-file");
    writeFileSync(file, "");
    const server = start({ PORT: String(await freePort()), DATA_DIR: path.join(file, "data"), ...env });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid environment variable DATA_DIR: cannot write to .+$/);
  });

  it("stops with one line naming ADMIN_USERNAME when that name is an ordinary user's account", async () => {
    const databaseUrl = inject("testDatabaseUrl");
    const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-main-"));
    const name = `taken_${Date.now().toString(36)}`;
    const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "pglite") });
    await database.migrate();
    await database.db.insert(users).values({ username: name, passwordHash: "x", role: "user" });
    await database.close();
    const server = start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: name,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      new RegExp(`^Invalid environment variable ADMIN_USERNAME: "${name}" is an existing user's account .+$`),
    );
    const check = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "pglite") });
    const [row] = await check.db.select({ role: users.role }).from(users).where(eq(users.username, name));
    await check.close();
    expect(row?.role).toBe("user");
  });

  it("stops with one line naming DATABASE_URL when the database cannot be reached", async () => {
    const closedPort = await freePort();
    const server = start({
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")),
      DATABASE_URL: `postgres://postgres:secret-pw@127.0.0.1:${closedPort}/askearn`,
    });
    expect(await server.exited).toBe(1);
    const output = server.output().trim();
    expect(output).toMatch(
      new RegExp(
        `^Invalid environment variable DATABASE_URL: cannot connect to 127\\.0\\.0\\.1:${closedPort}/askearn \\(.*ECONNREFUSED.*\\)$`,
      ),
    );
    expect(output).not.toContain("secret-pw");
  });

  it("refuses TRUST_PROXY=true with one line saying what to set instead", async () => {
    const server = start({
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")),
      TRUST_PROXY: "true",
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      /^Invalid environment variable TRUST_PROXY: "true" [^\n]*\(e\.g\. 1\) or their addresses[^\n]*$/,
    );
  });

  it("stops with one line naming DATA_DIR/jwt-secret when the kept secret is too short", async () => {
    // "x" lets anyone sign an administrator's token and the payment webhooks.
    const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-main-"));
    const file = path.join(dataDir, "jwt-secret");
    writeFileSync(file, "x");
    const server = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `Invalid JWT secret file ${file}: it holds 1 characters, at least 32 are needed (delete the file to have a new secret generated, which logs everyone out, or set JWT_SECRET)`,
    );
  });
});

// Issue 20 item 5: production runs the bundle scripts/build.mjs writes, with plain node (no tsx).
describe("the production build", { timeout: 150_000 }, () => {
  it("dist/main.js starts under plain node, finds its migrations and the web build", async () => {
    execFileSync(process.execPath, [path.join(serverDir, "scripts/build.mjs")], { cwd: serverDir });
    const port = await freePort();
    const databaseUrl = inject("testDatabaseUrl");
    const server = start(
      {
        PORT: String(port),
        // On PGlite a migrated copy; migrating reads the migrations folder all the same (its journal).
        DATA_DIR: databaseUrl ? mkdtempSync(path.join(tmpdir(), "askearn-built-")) : await copy(),
        // Demo content would add tens of seconds on a busy machine.
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      // No --import: Node 20 cannot load a .ts file, so this fails if the bundle still needs one.
      [process.execPath, path.join(serverDir, "dist/main.js")],
    );
    // A bundle that cannot start (a file it misses, a package it cannot load) exits: no need to wait.
    const health = await Promise.race([waitForHealth(port), server.exited.then(() => undefined)]);
    expect(health?.status, server.output()).toBe(200);
    // The migrations (copied beside the bundle) were found, or the start would have failed.
    expect(await health?.json()).toEqual({ status: "ok", db: databaseUrl ? "postgres" : "pglite" });
    // WEB_DIST's default is resolved from the repository root, as from the sources.
    const webDist = path.join(repoRoot, "apps/web/dist");
    if (existsSync(path.join(webDist, "index.html"))) {
      const page = await fetch(`http://127.0.0.1:${port}/home`);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    } else {
      expect(server.output()).toContain(`"webDist":${JSON.stringify(webDist)}`);
    }
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("the server on a PGlite DATA_DIR", { timeout: 150_000 }, () => {
  /** A migrated PGlite folder, copied and damaged by each test. */
  beforeAll(pristineDataDir, 120_000);

  it.each([
    ["a truncated control file", (d: string) => truncateSync(path.join(d, "pglite/global/pg_control"), 100)],
    ["no WAL", (d: string) => rmSync(path.join(d, "pglite/pg_wal"), { recursive: true })],
    ["no pg_xact", (d: string) => rmSync(path.join(d, "pglite/pg_xact"), { recursive: true })],
  ])("stops with one line naming DATA_DIR and what to do on %s", async (_name, damage) => {
    const dataDir = await copy();
    damage(dataDir);
    const server = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    // Bounded: PGlite aborts or hangs on some damages; the start must end on its own.
    const code = await Promise.race([
      server.exited,
      new Promise<string>((r) => setTimeout(() => r("still running after 90 s"), 90_000)),
    ]);
    expect(code).toBe(1);
    expect(server.output().trim()).toMatch(
      new RegExp(
        `^DATA_DIR ${dataDir} holds a damaged database \\(pglite/[^\n]+\\): restore DATA_DIR from a backup, or move it away to start with a new, empty database$`,
      ),
    );
    // Nothing was written over the damaged database, and no lock is left behind.
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("a second server on the same DATA_DIR is refused while the first runs; after a crash it starts", async () => {
    const dataDir = await copy();
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: "admin-password-123" });
    expect((await waitForHealth(port))?.status).toBe(200);

    const secondPort = await freePort();
    const second = start({ PORT: String(secondPort), DATA_DIR: dataDir });
    const outcome = await Promise.race([
      second.exited,
      waitForHealth(secondPort).then((res) => `second server answered ${res?.status}`),
    ]);
    expect(outcome).toBe(1);
    expect(second.output().trim()).toMatch(
      new RegExp(`^DATA_DIR ${dataDir} is in use by another server \\(pid ${first.proc.pid}\\): [^\n]+$`),
    );
    // The first one is untouched and still serves, its data intact.
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin-password-123" }),
    });
    expect(login.status).toBe(200);

    // A crash leaves the lock behind; the next start takes it over (its process is gone).
    first.proc.kill("SIGKILL");
    await first.exited;
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
    const thirdPort = await freePort();
    const third = start({ PORT: String(thirdPort), DATA_DIR: dataDir, ADMIN_PASSWORD: "admin-password-123" });
    expect((await waitForHealth(thirdPort))?.status).toBe(200);
    third.proc.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    // A clean shutdown removes the lock.
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
