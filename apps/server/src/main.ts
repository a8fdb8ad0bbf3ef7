import pg from "pg";
import { buildApp } from "./app.js";
import { type Config, ConfigError, ensureWritableDir, loadConfig } from "./config.js";

/**
 * Checks what the settings point at before the app starts, so that an unusable folder or database
 * stops the server with one line naming the variable instead of a stack trace.
 */
async function preflight(config: Config): Promise<void> {
  // DATA_DIR holds PGlite's files and a generated administrator password.
  if (!config.databaseUrl || !config.adminPassword) ensureWritableDir("DATA_DIR", config.dataDir);
  if (!config.s3) ensureWritableDir("UPLOAD_DIR", config.uploadDir);
  if (config.databaseUrl) await checkDatabase(config.databaseUrl);
}

async function checkDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection that fails later must not crash the process from an unhandled 'error' event.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    const u = new URL(url);
    // Never the password: host, port and database only.
    const where = `${u.hostname}:${u.port || "5432"}${u.pathname}`;
    const reason = ((err as Error).message || String((err as NodeJS.ErrnoException).code)).replace(
      /\s+/g,
      " ",
    );
    throw new ConfigError(
      `Invalid environment variable DATABASE_URL: cannot connect to ${where} (${reason})`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function main() {
  let config: Config;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    config = loadConfig();
    await preflight(config);
    // Building seeds the administrator, which can refuse a setting too (ADMIN_USERNAME).
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ask & Earn is running at http://${config.host}:${config.port} (database: ${app.dbKind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
