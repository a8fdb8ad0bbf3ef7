import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";

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

async function waitForHealth(port: number): Promise<Response | undefined> {
  let health: Response | undefined;
  for (let i = 0; i < 120 && !health; i++) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (!health) await new Promise((r) => setTimeout(r, 250));
  }
  return health;
}

describe("the server process", () => {
  it("starts, serves health, and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const databaseUrl = inject("testDatabaseUrl");
    const server = start({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    expect((await waitForHealth(port))?.status).toBe(200);
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down");
  }, 60_000);

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
  }, 60_000);

  it("refuses a bad setting with one line naming the variable", async () => {
    const server = start({ PORT: "not-a-port", DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")) });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
  });
});
