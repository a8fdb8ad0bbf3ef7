import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
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

/** Inserts a user; returns undefined when the username (case-insensitive) or its skeleton is taken. */
export async function insertUser(
  db: Db,
  values: { username: string; passwordHash: string; usernameSkeleton: string; lang?: string | null },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Stores the user's language unless one is stored already; the row as it is afterwards. */
export async function setLangIfUnset(db: Db, id: number, lang: string): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, id), isNull(users.lang)))
    .returning();
  return rows[0];
}

/** Accounts without a skeleton after `afterId`, oldest first, a batch at a time. */
export async function usersWithoutSkeleton(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(isNull(users.usernameSkeleton), gt(users.id, afterId)))
    .orderBy(users.id)
    .limit(limit);
}

/**
 * Sets each account's skeleton in one statement unless another account holds it (then it keeps
 * null); of two accounts in the batch with one skeleton, the older gets it. A registration that takes
 * a skeleton meanwhile makes the statement fail on the unique index: the batch is then done one by one.
 */
export async function setSkeletonsUnlessTaken(
  db: Db,
  rows: { id: number; skeleton: string }[],
): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.skeleton}::text)`),
    sql`, `,
  );
  try {
    await db.execute(sql`update ${users} u set username_skeleton = v.skeleton
      from (select distinct on (skeleton) id, skeleton from (values ${values}) as b(id, skeleton)
            order by skeleton, id) v
      where u.id = v.id and u.username_skeleton is null
        and not exists (select 1 from ${users} u2 where u2.username_skeleton = v.skeleton)`);
  } catch (err) {
    if ((err as { code?: string }).code !== "23505") throw err;
    for (const r of rows) await setSkeletonUnlessTaken(db, r.id, r.skeleton);
  }
}

/** Sets the skeleton unless another account holds it (then the row keeps null). */
export async function setSkeletonUnlessTaken(db: Db, id: number, skeleton: string): Promise<void> {
  await db
    .update(users)
    .set({ usernameSkeleton: skeleton })
    .where(
      and(
        eq(users.id, id),
        isNull(users.usernameSkeleton),
        sql`not exists (select 1 from ${users} u2 where u2.username_skeleton = ${skeleton})`,
      ),
    )
    .catch((err: unknown) => {
      // A registration took the skeleton between the check and the write: keep null.
      if ((err as { code?: string }).code !== "23505") throw err;
    });
}

const expiredWindow = (windowSeconds: number) =>
  sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;

/** One more in the window, or 1 in a fresh window when the old one has expired. */
const countInWindow = (expired: SQL) => ({
  count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
  windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
});

/**
 * Takes one login attempt for this key in one conditional statement: counts it and returns the count
 * (1 for the first in the window) while fewer than `max` attempts were taken within the window (an
 * expired window starts afresh); returns null, counting nothing, once the limit is reached. The row
 * lock of ON CONFLICT … DO UPDATE serializes concurrent attempts, so a burst can never take more than
 * `max` (no read-then-write race).
 */
export async function takeAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<number | null> {
  const expired = expiredWindow(windowSeconds);
  const rows = await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: countInWindow(expired),
      setWhere: sql`${loginFailures.count} < ${max} or ${expired}`,
    })
    .returning({ count: loginFailures.count });
  return rows[0]?.count ?? null;
}

/** Undoes one taken attempt (an attempt that was refused before its password was compared). */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ count: sql`${loginFailures.count} - 1` })
    .where(and(eq(loginFailures.key, key), sql`${loginFailures.count} > 0`));
}

/** Whole seconds until the key's window ends (at least 1). */
export async function windowSecondsLeft(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({
      left: sql<number>`ceil(extract(epoch from (${loginFailures.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::integer`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return Math.max(1, Number(rows[0]?.left ?? 1));
}

/** The key's count within the window (0 when absent or expired). */
export async function recentCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), sql`not (${expiredWindow(windowSeconds)})`));
  return rows[0]?.count ?? 0;
}

/** Counts one failure (no limit); an expired window starts afresh, without a pending slot. */
export async function countFailure(db: Db, key: string, windowSeconds: number): Promise<void> {
  const expired = expiredWindow(windowSeconds);
  await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        ...countInWindow(expired),
        nextAttemptAt: sql`case when ${expired} then null else ${loginFailures.nextAttemptAt} end`,
      },
    });
}

/**
 * Reserves the key's next attempt slot, `stepMs` after the previous one, in one conditional update (the
 * row lock serializes concurrent reservations). Granted when the slot is at most `maxWaitMs` away:
 * `ms` is then how long to wait for it. Otherwise nothing is reserved and `ms` is how far away it is.
 */
export async function reserveSlot(
  db: Db,
  key: string,
  stepMs: number,
  maxWaitMs: number,
): Promise<{ granted: boolean; ms: number }> {
  const slot = sql`greatest(now(), coalesce(${loginFailures.nextAttemptAt}, now()))`;
  const rows = await db
    .update(loginFailures)
    .set({ nextAttemptAt: sql`${slot} + make_interval(secs => ${stepMs / 1000})` })
    .where(
      and(eq(loginFailures.key, key), sql`${slot} <= now() + make_interval(secs => ${maxWaitMs / 1000})`),
    )
    .returning({
      ms: sql<number>`(extract(epoch from (${loginFailures.nextAttemptAt} - now())) * 1000)::integer - ${stepMs}`,
    });
  if (rows[0]) return { granted: true, ms: Math.max(0, Number(rows[0].ms)) };
  const pending = await db
    .select({
      ms: sql<number>`greatest(0, extract(epoch from (${loginFailures.nextAttemptAt} - now())) * 1000)::integer`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  // No row: nothing to wait for (the window ended meanwhile).
  return pending[0] ? { granted: false, ms: Number(pending[0].ms) } : { granted: true, ms: 0 };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
