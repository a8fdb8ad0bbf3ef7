import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openPgliteDataDir } from "./pglite-data-dir.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** One type for both drivers: services and queries never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs migrations, holding a lock so that several processes starting together do not race. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. On PostgreSQL it
   * holds one dedicated connection per subscription and reconnects when it drops; `onReconnect` is
   * called once it is back (notifications sent meanwhile were missed: refresh what depends on them).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Test and bench hook: called with the SQL and parameters of every query sent through `db` (the
   * no-N+1 test counts them; `npm run bench` replays them with pgbench).
   */
  onQuery?: ((sql: string, params: unknown[]) => void) | undefined;
  /**
   * Told about a connection that failed outside any query (terminated while idle, the server
   * restarting…). The pool drops that connection and opens a new one when next needed; the app logs it.
   */
  onConnectionError?: ((err: Error, where: string) => void) | undefined;
}

const migrationsFolder = path.join(import.meta.dirname, "migrations");
const MIGRATION_LOCK_ID = 7_242_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps it in memory (tests). */
  pgliteDir: string;
  /**
   * PostgreSQL: how long a query waits for a connection (a new one, or a free one of the pool)
   * before failing — so a request during an outage is answered 503 instead of hanging.
   */
  connectTimeoutMs?: number | undefined;
}

/** Default of DatabaseOptions.connectTimeoutMs (DATABASE_CONNECT_TIMEOUT_MS). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)
    : openPglite(opts.pgliteDir);
}

async function openPglite(dir: string): Promise<Database> {
  // A folder: this process's alone (a lock), checked for damage, opened with a time bound.
  const opened = !dir || dir.startsWith("memory://") ? undefined : await openPgliteDataDir(dir);
  const client = opened?.client ?? (await PGlite.create(dir));
  const database: Database = {
    db: drizzlePglite({
      client,
      schema,
      logger: { logQuery: (q, params) => database.onQuery?.(q, params) },
    }) as unknown as Db,
    kind: "pglite",
    // PGlite is one connection in one process: nothing can race the migration.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => (opened ? opened.close() : client.close()),
  };
  return database;
}

/**
 * A pool that survives the database going away: an 'error' event nobody listens to would end the
 * process, so the pool (idle connections) and every connection it opens (checked out ones: queries,
 * transactions, the migration lock) get a listener. A dead connection is dropped by the pool (pg-pool
 * discards a client that is no longer queryable), and the next query opens a new one once the
 * database is back. Queries on a dead connection fail, and the errors plugin answers them 503.
 */
async function openPostgres(url: string, connectTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    // A peer that vanished without closing the connection (network cut) is noticed by TCP keepalive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const connectionError = (where: string) => (err: Error) => database.onConnectionError?.(err, where);
  pool.on("connect", (client) => client.on("error", connectionError("database connection")));
  // The pool re-emits an idle connection's error, already reported by the listener above.
  pool.on("error", () => {});
  const database: Database = {
    db: drizzleNodePg({
      client: pool,
      schema,
      logger: { logQuery: (q, params) => database.onQuery?.(q, params) },
    }) as unknown as Db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        // A connection that cannot unlock is broken: the pool must not hand it out again.
        const unlockError = await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).then(
          () => undefined,
          (err: Error) => err,
        );
        client.release(unlockError);
      }
    },
    listen: (channel, onPayload, onReconnect) =>
      listenPostgres(
        url,
        channel,
        onPayload,
        (err) => database.onConnectionError?.(err, `LISTEN ${channel} connection`),
        onReconnect,
      ),
    close: () => pool.end(),
  };
  return database;
}

/**
 * A dedicated LISTEN connection that reconnects (after 1 s, then every 2 s, at most 5 s apart, so live
 * messages work again seconds after the database is back) until unsubscribed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (err: Error) => void,
  onReconnect: (() => void) | undefined,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 1000;
  let connectedBefore = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on("notification", (n) => {
      if (n.channel === channel) onPayload(n.payload ?? "");
    });
    // Lost before it became `client` (reconnect() ignores it then): this attempt counts as failed.
    let lost = false;
    c.on("error", (err) => {
      lost = true;
      onError(err);
      reconnect(c);
    });
    c.on("end", () => {
      lost = true;
      reconnect(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (lost) throw new Error(`LISTEN ${channel} connection lost while connecting`);
    } catch (err) {
      // Connected but LISTEN failed (the server went away in between): do not leak the connection.
      c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      c.end().catch(() => {});
      return;
    }
    const reconnected = client === undefined && connectedBefore;
    client = c;
    connectedBefore = true;
    delay = 1000;
    if (reconnected) onReconnect?.();
  };
  const scheduleConnect = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().catch(() => {
        delay = Math.min(delay * 2, 5_000);
        scheduleConnect();
      });
    }, delay);
  };
  const reconnect = (dead: pg.Client) => {
    if (stopped || client !== dead) return;
    client = undefined;
    dead.end().catch(() => {});
    scheduleConnect();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
