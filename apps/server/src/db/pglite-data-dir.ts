import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ConfigError } from "../config.js";
import { acquireDataDirLock } from "./data-dir-lock.js";

/** PostgreSQL's control file is always this long (PG_CONTROL_FILE_SIZE). */
const PG_CONTROL_SIZE = 8192;
/** How long PGlite may take to open a folder before the start gives up (a busy machine takes ~10 s). */
export const PGLITE_OPEN_TIMEOUT_MS = 120_000;

/**
 * One line for a damaged PGlite folder: names DATA_DIR and what to do. PGlite itself would abort
 * ("Aborted()", "PGlite failed to initialize properly") with a stack trace, or — without PG_VERSION —
 * quietly create a new cluster in the folder that holds the old one.
 */
function damaged(pgliteDir: string, what: string): ConfigError {
  const dataDir = path.dirname(pgliteDir);
  return new ConfigError(
    `DATA_DIR ${dataDir} holds a damaged database (${what}): restore DATA_DIR from a backup, or move it away to start with a new, empty database`,
  );
}

/**
 * What is missing or cut short among the files PGlite needs to open an existing database, or
 * undefined when they look whole (or the folder is new). Checked before opening, so a damage is
 * named precisely instead of PGlite aborting.
 */
export function pgliteDamage(pgliteDir: string): string | undefined {
  if (!existsSync(pgliteDir)) return undefined;
  const entries = readdirSync(pgliteDir);
  if (entries.length === 0) return undefined;
  const rel = (p: string) => `pglite/${p}`;
  const size = (p: string) => {
    try {
      return statSync(path.join(pgliteDir, p)).size;
    } catch {
      return undefined;
    }
  };
  if (!entries.includes("PG_VERSION")) return `${rel("PG_VERSION")} is missing`;
  const control = size("global/pg_control");
  if (control === undefined) return `${rel("global/pg_control")} is missing`;
  if (control !== PG_CONTROL_SIZE)
    return `${rel("global/pg_control")} is ${control} bytes instead of ${PG_CONTROL_SIZE}`;
  const listing = (dir: string) => {
    try {
      return readdirSync(path.join(pgliteDir, dir));
    } catch {
      return undefined;
    }
  };
  const wal = listing("pg_wal");
  if (!wal) return `${rel("pg_wal")} is missing`;
  const segments = wal.filter((name) => /^[0-9A-F]{24}$/.test(name));
  if (!segments.length) return `${rel("pg_wal")} holds no WAL segment`;
  for (const segment of segments) {
    const bytes = size(`pg_wal/${segment}`) ?? 0;
    // WAL segments are a power of two of at least 1 MB (16 MB by default).
    if (bytes < 1024 * 1024 || (bytes & (bytes - 1)) !== 0)
      return `${rel(`pg_wal/${segment}`)} is cut short (${bytes} bytes)`;
  }
  const xact = listing("pg_xact");
  if (!xact) return `${rel("pg_xact")} is missing`;
  if (!xact.length) return `${rel("pg_xact")} is empty`;
  return undefined;
}

/**
 * Opens PGlite on DATA_DIR/pglite for this process alone: takes DATA_DIR/pglite.lock (a second
 * server on the same folder would corrupt it; PGlite does not lock it), checks the files, then opens
 * with a time bound; any failure is one line naming DATA_DIR (ConfigError). The lock is released
 * when the returned close() runs (or the process ends).
 */
export async function openPgliteDataDir(
  pgliteDir: string,
): Promise<{ client: PGlite; close(): Promise<void> }> {
  const lock = acquireDataDirLock(path.dirname(pgliteDir));
  try {
    const damage = pgliteDamage(pgliteDir);
    if (damage) throw damaged(pgliteDir, damage);
    mkdirSync(pgliteDir, { recursive: true });
    const client = await withTimeout(PGlite.create(pgliteDir), PGLITE_OPEN_TIMEOUT_MS, pgliteDir);
    return {
      client,
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    if (err instanceof ConfigError) throw err;
    const reason = ((err as Error)?.message || String(err)).replace(/\s+/g, " ").trim();
    throw damaged(pgliteDir, `PGlite cannot open it: ${reason}`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, pgliteDir: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConfigError(
            `DATA_DIR ${path.dirname(pgliteDir)}: PGlite did not open its database within ${Math.round(ms / 1000)} s; if this repeats, the folder is damaged: restore DATA_DIR from a backup, or move it away to start with a new, empty database`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
