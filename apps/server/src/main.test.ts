import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase } from "./db/client.js";
import { users } from "./db/schema/index.js";

const main = path.resolve(import.meta.dirname, "main.ts");
const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let child: ChildProcess | undefined;
afterEach(() => {
  // Each server runs in a process group of its own: this also ends a server started through npm.
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
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
  let output = "";
  proc.stdout?.on("data", (d) => {
    output += d;
  });
  proc.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  child = proc;
  return { proc, exited, output: () => output };
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
});
