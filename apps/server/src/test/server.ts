import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { seedAdmin } from "../db/seed/admin.js";
import { seedReferenceData } from "../db/seed/reference.js";

let shared: Promise<Database> | undefined;

/** One database per test file: tests isolate themselves by the data they create. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const databaseUrl = inject("testDatabaseUrl");
    const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
    if (database.kind === "pglite") {
      await database.migrate();
      await seedReferenceData(database.db);
    }
    return database;
  })();
  return shared;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** A real server listening on a free loopback port, talking to the shared test database. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, "database"> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-test-"));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST: path.join(dataDir, "no-web") }),
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    // Counters are shared through the database by every test file of a run: keep them out of the way.
    loginRateLimitPerMinute: 1_000_000,
    verifyRateLimitPerMinute: 1_000_000,
    uploadRateLimitPerMinute: 1_000_000,
    // Factories post many questions and answers per account; posting-limits.test.ts sets its own.
    postingLimits: null,
    logLevel: (process.env.TEST_LOG_LEVEL as Config["logLevel"]) ?? "silent",
    // Tests settle questions by calling settleDueQuestions themselves.
    settlementIntervalMs: 0,
    // Factories write to the database directly: every read must see them (public-cache.test.ts
    // tests the cache).
    publicCacheTtlMs: 0,
    // Tests write the question views they read by calling app.questionViews.flush().
    viewFlushMs: 0,
    adminUsername: "admin_test",
    adminPassword: "admin-password-123",
    ...overrides,
  };
  const database = await testDatabase();
  await seedAdmin(database.db, config);
  const app = await buildApp(config, { ...options, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
