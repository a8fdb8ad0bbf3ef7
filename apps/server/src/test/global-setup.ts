import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { seedReferenceData } from "../db/seed/reference.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string | undefined;
  }
}

/**
 * TEST_DB=postgres: a fresh database on the local server, migrated and seeded once for the run.
 * TEST_DB=pglite (default): nothing here, each test file opens its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== "postgres") {
    project.provide("testDatabaseUrl", undefined);
    return;
  }
  const serverUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `askearn_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide("testDatabaseUrl", url.toString());

  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
