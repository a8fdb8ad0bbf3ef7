import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { type Database, openDatabase } from "../client.js";
import { databaseMeta, users } from "../schema/index.js";
import { DEMO_USERS } from "./content/demo.js";
import { DEMO_LISTING_OWNERS } from "./content/listings.js";
import { seedDemoContent } from "./demo.js";
import { demoContentAllowed } from "./demo-policy.js";
import { seedReferenceData } from "./reference.js";

/**
 * Each case needs a database of its own that starts empty: a PGlite folder, or on PostgreSQL
 * (TEST_DB=postgres) a scratch database next to the run's test database, dropped afterwards.
 */
interface Target {
  dataDir: string;
  databaseUrl: string | undefined;
}
const scratch: string[] = [];
const testDatabaseUrl = inject("testDatabaseUrl");

async function newTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-demo-policy-"));
  if (!testDatabaseUrl) return { dataDir, databaseUrl: undefined };
  const name = `askearn_demo_${process.pid}_${scratch.length}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  scratch.push(name);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of scratch) await adminQuery(`drop database if exists ${name} with (force)`);
});

/** One whole server start (migrations, seeds) and stop, as `npm start` with this SEED_DEMO does. */
async function start(target: Target, seedDemo: "true" | "false" | "auto"): Promise<void> {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    SEED_DEMO: seedDemo,
    ADMIN_PASSWORD: "admin-password-123",
    SETTLEMENT_INTERVAL_MS: "0",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(target.dataDir, "no-web"),
  });
  // The default (auto) seeds on PGlite only; on PostgreSQL this test stands for it with "true".
  if (seedDemo === "auto") config.seedDemo = true;
  const app = await buildApp(config);
  await app.close();
}

async function withDatabase<T>(target: Target, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, "pglite"),
  });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const demoUserCount = (target: Target) =>
  withDatabase(target, async ({ db }) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        inArray(
          users.username,
          [...DEMO_USERS, ...DEMO_LISTING_OWNERS].map((u) => u.username),
        ),
      );
    return row?.count ?? 0;
  });

const userCount = (target: Target) =>
  withDatabase(target, async ({ db }) => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  });

// Whole server starts (migrations, scrypt hashes of the demo users): slow on a busy machine.
describe("demo content goes only into a database created with it", { timeout: 180_000 }, () => {
  it("a database created with SEED_DEMO=false gets no demo users on the next default start", async () => {
    const target = await newTarget();
    await start(target, "false");
    expect(await userCount(target)).toBe(1);
    await start(target, "auto");
    await start(target, "true");
    expect(await demoUserCount(target)).toBe(0);
    expect(await userCount(target)).toBe(1);
  });

  it("a database from before the record, holding real accounts, never gets demo users", async () => {
    const target = await newTarget();
    // As an older version left it: migrated, an administrator and a user, no demo_content record.
    await withDatabase(target, async (database) => {
      await database.migrate();
      await seedReferenceData(database.db);
      await database.db.insert(users).values([
        { username: "admin", passwordHash: "x", role: "admin" },
        { username: "real_customer", passwordHash: "x", role: "user" },
      ]);
      await database.db.delete(databaseMeta);
    });
    await start(target, "auto");
    expect(await demoUserCount(target)).toBe(0);
    expect(await userCount(target)).toBe(2);
  });

  it("a real account named like a demo user does not make a database a demo database", async () => {
    const target = await newTarget();
    await withDatabase(target, async (database) => {
      await database.migrate();
      const first = DEMO_USERS[0]?.username ?? "wang_lei";
      await database.db.insert(users).values({ username: first, passwordHash: "x", role: "user" });
      expect(await demoContentAllowed(database.db, true)).toBe("none");
    });
  });

  it("a new database gets the demo content (the default start)", async () => {
    const target = await newTarget();
    await start(target, "auto");
    const seeded = await demoUserCount(target);
    expect(seeded).toBe(DEMO_USERS.length + DEMO_LISTING_OWNERS.length);
  });

  it("a demo database from before the record stays one (a later demo seed completes it)", async () => {
    const target = await newTarget();
    await withDatabase(target, async (database) => {
      await database.migrate();
      await seedReferenceData(database.db);
      await seedDemoContent(database.db);
      await database.db.delete(databaseMeta);
    });
    await start(target, "auto");
    expect(await demoUserCount(target)).toBe(DEMO_USERS.length + DEMO_LISTING_OWNERS.length);
    const recorded = await withDatabase(target, ({ db }) =>
      db.select({ value: databaseMeta.value }).from(databaseMeta).where(eq(databaseMeta.key, "demo_content")),
    );
    expect(recorded).toEqual([{ value: "seeded" }]);
  });
});
