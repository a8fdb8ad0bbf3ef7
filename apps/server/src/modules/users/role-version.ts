import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

/** The NOTIFY channel a role change is announced on (payload: the user's id), delivered at commit. */
export const ROLE_CHANNEL = "role_changed";

/**
 * Call inside the transaction of EVERY change of a user's role or expert standing (admin role grant,
 * expert approval, rejection or revocation, channel change): raises users.role_version and announces
 * the user on ROLE_CHANNEL. The announcement is delivered only if the transaction commits; every
 * server process LISTENs and pushes `event: role_changed` to that user's open live streams, and a
 * token issued before the change carries an older `rv` claim, so GET /api/me hands out a fresh one.
 * Returns the new version.
 */
export async function bumpRoleVersion(tx: Pick<Db, "update" | "execute">, userId: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ roleVersion: sql`${users.roleVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ roleVersion: users.roleVersion });
  if (!row) throw new Error(`bumpRoleVersion: no user ${userId}`);
  await tx.execute(sql`select pg_notify(${ROLE_CHANNEL}, ${String(userId)})`);
  return row.roleVersion;
}

/** The user's current role version (0 for an unknown user). */
export async function roleVersionOf(db: Pick<Db, "select">, userId: number): Promise<number> {
  const [row] = await db.select({ roleVersion: users.roleVersion }).from(users).where(eq(users.id, userId));
  return row?.roleVersion ?? 0;
}
