import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { countries, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Pick<Db, "select">, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function countryExists(db: Pick<Db, "select">, code: string): Promise<boolean> {
  const rows = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return rows.length > 0;
}

export async function updateUser(
  db: Pick<Db, "update">,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
