import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { loginFailures, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a user; returns undefined when the username (case-insensitive) is taken. */
export async function insertUser(
  db: Db,
  values: { username: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/**
 * Takes one login attempt for this key in one conditional statement: counts it and returns true while
 * fewer than `max` attempts were taken within the window (an expired window starts afresh); returns
 * false, counting nothing, once the limit is reached. The row lock of ON CONFLICT … DO UPDATE
 * serializes concurrent attempts, so a burst can never take more than `max` (no read-then-write race).
 */
export async function takeAttempt(db: Db, key: string, windowSeconds: number, max: number): Promise<boolean> {
  const expired = sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
      },
      setWhere: sql`${loginFailures.count} < ${max} or ${expired}`,
    })
    .returning({ count: loginFailures.count });
  return rows.length > 0;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
