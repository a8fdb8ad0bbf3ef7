import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { databaseMeta, users } from "../schema/index.js";
import { DEMO_USERS } from "./content/demo.js";

const DEMO_FACT = "demo_content";
type DemoFact = "seeded" | "none";

/**
 * Whether demo content may go into this database, decided once per database and recorded in
 * `database_meta` (`demo_content`), so that a database that ever held real accounts never gets demo
 * users — whatever SEED_DEMO says on a later start:
 * - a database without any account (created by this start) is a demo database exactly when demo
 *   content is wanted now;
 * - a database from before this record is one when it already holds every demo user (it was seeded
 *   then; the other demo seeds may complete it), otherwise never.
 * Call it before the administrator is seeded (an empty database has no account at all). Several
 * processes starting together agree: the first recorded decision wins and everyone reads it back.
 */
export async function demoContentAllowed(db: Db, wanted: boolean): Promise<DemoFact> {
  const recorded = await readFact(db);
  if (recorded) return recorded;
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  let fact: DemoFact;
  if (!anyone) fact = wanted ? "seeded" : "none";
  else {
    const names = DEMO_USERS.map((u) => u.username);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(inArray(users.username, names));
    fact = names.length > 0 && row?.count === names.length ? "seeded" : "none";
  }
  await db.insert(databaseMeta).values({ key: DEMO_FACT, value: fact }).onConflictDoNothing();
  return (await readFact(db)) ?? fact;
}

async function readFact(db: Db): Promise<DemoFact | undefined> {
  const [row] = await db
    .select({ value: databaseMeta.value })
    .from(databaseMeta)
    .where(eq(databaseMeta.key, DEMO_FACT));
  return row?.value === "seeded" || row?.value === "none" ? row.value : undefined;
}
