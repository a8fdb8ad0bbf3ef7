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

/** Failures counted within the window that is still open for this key. */
export async function recentFailures(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} = ${key} and ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return rows[0]?.count ?? 0;
}

/** Atomically counts one more failure, starting a new window when the old one has expired. */
export async function recordFailure(db: Db, key: string, windowSeconds: number): Promise<void> {
  const expired = sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
