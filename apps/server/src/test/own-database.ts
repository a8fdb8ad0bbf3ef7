import { afterAll, beforeAll } from "vitest";
import { type Database, type Db, openDatabase } from "../db/client.js";
import { seedReferenceData } from "../db/seed/reference.js";

/**
 * A test file's own in-memory database (migrated, with the reference data), opened before its tests
 * and closed after them: what a file seeds there (demo content) never reaches the shared test
 * database. Read `db` inside hooks and tests.
 */
export function ownDatabaseForFile(): { readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: "memory://" });
    await database.migrate();
    await seedReferenceData(database.db);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error("ownDatabaseForFile: the database opens in beforeAll");
      return database.db;
    },
  };
}
