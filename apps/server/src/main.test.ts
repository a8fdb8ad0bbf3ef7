import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";

const main = path.resolve(import.meta.dirname, "main.ts");

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
  child?.kill("SIGKILL");
});

function start(env: Record<string, string>) {
  const proc = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
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

describe("the server process", () => {
  it("starts, serves health, and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const databaseUrl = inject("testDatabaseUrl");
    const server = start({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let health: Response | undefined;
    for (let i = 0; i < 120 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 250));
    }
    expect(health?.status).toBe(200);
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down");
  }, 60_000);

  it("refuses a bad setting with one line naming the variable", async () => {
    const server = start({ PORT: "not-a-port", DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-main-")) });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
  });
});
