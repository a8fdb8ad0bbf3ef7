import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.js";

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed the Debian way, if any. */
function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

async function uidOf(user: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", user]), run("id", ["-g", user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

export interface TempCluster {
  url: string;
  port: number;
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * Why a throwaway PostgreSQL cluster cannot be made here, or undefined when it can: it needs the
 * server binaries (/usr/lib/postgresql/<version>/bin) and, when running as root, a `postgres` user
 * (PostgreSQL refuses to run as root).
 */
export async function tempClusterUnavailable(): Promise<string | undefined> {
  if (!binDir()) return "no PostgreSQL server binaries under /usr/lib/postgresql/*/bin";
  if (process.getuid?.() === 0 && !(await uidOf("postgres")))
    return "running as root without a postgres user";
  return undefined;
}

/**
 * A PostgreSQL cluster of its own (initdb in a temporary folder, loopback only, a free port), that
 * a test may stop and start again as an operator restarting the database would.
 */
export async function createTempCluster(): Promise<TempCluster> {
  const bin = binDir();
  if (!bin) throw new Error("no PostgreSQL server binaries");
  const dir = mkdtempSync(path.join(tmpdir(), "askearn-pgcluster-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await uidOf("postgres") : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  // As root, the binaries run as the postgres user (runuser, no password, no login shell).
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  await pg("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
    "--no-instructions",
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=50`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await pg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
