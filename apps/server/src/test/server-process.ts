import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const main = path.resolve(import.meta.dirname, "../main.ts");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  /** Names the process in its data directory and in the error when it does not start. */
  name?: string;
}

/**
 * The real server (`node --import tsx src/main.ts`) as a child process on a free loopback port, so an
 * unhandled 'error' event or rejection really ends it. Resolves once /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `askearn-${options.name ?? "proc"}-`));
  const proc = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET: "server-process-test-secret-long-enough-for-hs256",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(dataDir, "no-web"),
      ADMIN_USERNAME: "admin_test",
      ADMIN_PASSWORD: "admin-password-123",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      UPLOAD_RATE_LIMIT_PER_MINUTE: "100000",
      POSTING_LIMITS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = watchProcess(proc);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const killer = setTimeout(() => proc.kill("SIGKILL"), 5_000);
    proc.kill("SIGTERM");
    await exited;
    clearTimeout(killer);
  };
  // Starting tsx and migrating can take long on a busy 2-core machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.status === 200) return { proc, url, output, exited, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server process${options.name ? ` ${options.name}` : ""} did not start:\n${output()}`);
}

/** Collects a child process's stdout and stderr as one text, and its exit code once it exits. */
export function watchProcess(proc: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let text = "";
  const collect = (data: Buffer | string) => {
    text += data;
  };
  proc.stdout?.on("data", collect);
  proc.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { output: () => text, exited };
}
