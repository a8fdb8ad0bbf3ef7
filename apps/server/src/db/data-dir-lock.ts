import { randomUUID } from "node:crypto";
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { ConfigError } from "../config.js";

const LOCK_FILE = "pglite.lock";
/** The holder refreshes the lock's time this often … */
const HEARTBEAT_MS = 10_000;
/** … so a lock not refreshed for this long is left over from a server that is gone. */
const STALE_AFTER_MS = 60_000;

interface Holder {
  pid: number;
  host: string;
  token: string;
}

export interface DataDirLock {
  /** Removes the lock if it is still ours. Safe to call more than once. */
  release(): void;
}

/**
 * PGlite is one process's database: a second server opening the same DATA_DIR would corrupt it, and
 * PGlite does not stop it. DATA_DIR/pglite.lock records the holder (pid, host, a random token); the
 * holder refreshes its time every 10 s. A lock is honoured while its process runs (same host) and it
 * was refreshed within the last minute; otherwise it is left over (a crash, a container restart that
 * reused the pid) and taken over. Refusal is one line: "DATA_DIR … is in use by another server (pid N)".
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), token: randomUUID() };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, content, { flag: "wx", mode: 0o600 });
      return holding(file, content);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const seen = readLock(file);
    if (!seen) continue; // released meanwhile: try again
    if (isHeld(seen.holder, seen.mtimeMs)) {
      const who = seen.holder
        ? `pid ${seen.holder.pid}${seen.holder.host !== me.host ? ` on ${seen.holder.host}` : ""}`
        : "pid unknown";
      throw new ConfigError(
        `DATA_DIR ${dataDir} is in use by another server (${who}): stop it first or give this server another DATA_DIR (if no server uses it, delete ${file})`,
      );
    }
    // Left over: move it aside (atomic), and make sure it was the one judged, not a fresh lock that
    // another starting server wrote in between; that one is put back.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = safeRead(aside);
    if (moved !== seen.raw) {
      try {
        linkSync(aside, file);
      } catch {
        // someone holds it again: the next round sees theirs
      }
    }
    rmSync(aside, { force: true });
  }
  throw new ConfigError(`DATA_DIR ${dataDir}: could not take ${file}; is another server starting on it?`);
}

function holding(file: string, content: string): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // the folder went away: nothing to keep fresh
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    if (safeRead(file) === content) rmSync(file, { force: true });
  };
  // A process that ends without closing the database (an error at start) leaves no lock behind.
  process.on("exit", release);
  return { release };
}

function readLock(file: string): { raw: string; holder: Holder | undefined; mtimeMs: number } | undefined {
  const raw = safeRead(file);
  if (raw === undefined) return undefined;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  let holder: Holder | undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Holder>;
    if (typeof parsed.pid === "number" && typeof parsed.host === "string" && typeof parsed.token === "string")
      holder = parsed as Holder;
  } catch {
    // being written this very moment, or garbage: judged by its age alone
  }
  return { raw, holder, mtimeMs };
}

function isHeld(holder: Holder | undefined, mtimeMs: number): boolean {
  const fresh = Date.now() - mtimeMs < STALE_AFTER_MS;
  if (!fresh) return false;
  if (!holder) return true;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  return processRuns(holder.pid);
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
