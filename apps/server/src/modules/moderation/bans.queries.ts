import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { users } from "../../db/schema/index.js";

/** The NOTIFY channel a ban or unban is announced on (payload: the user's id), delivered at commit. */
export const BAN_CHANNEL = "user_ban_changed";

const banColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  status: users.status,
  banReason: users.banReason,
  bannedUntil: users.bannedUntil,
};
export type BanRow = {
  id: number;
  username: string;
  role: string;
  status: string;
  banReason: string | null;
  bannedUntil: Date | null;
};

export async function lockUserBan(tx: Pick<Db, "select">, userId: number): Promise<BanRow | undefined> {
  const [row] = await tx.select(banColumns).from(users).where(eq(users.id, userId)).for("update");
  return row;
}

export async function writeBan(
  tx: Pick<Db, "update" | "execute">,
  userId: number,
  ban: { reason: string; until: Date | null } | null,
): Promise<BanRow> {
  const [row] = await tx
    .update(users)
    .set(
      ban
        ? { status: "banned", banReason: ban.reason, bannedUntil: ban.until }
        : { status: "active", banReason: null, bannedUntil: null },
    )
    .where(eq(users.id, userId))
    .returning(banColumns);
  if (!row) throw new Error(`writeBan: no user ${userId}`);
  await tx.execute(sql`select pg_notify(${BAN_CHANNEL}, ${String(userId)})`);
  return row;
}

/** Bans in force now (an expired `banned_until` is no ban), for the registry. */
const inForce = () =>
  and(eq(users.status, "banned"), or(isNull(users.bannedUntil), gt(users.bannedUntil, sql`now()`)));

export async function selectBansInForce(db: Pick<Db, "select">) {
  return db.select({ id: users.id, bannedUntil: users.bannedUntil }).from(users).where(inForce());
}

export async function selectBanInForce(db: Pick<Db, "select">, userId: number) {
  const [row] = await db
    .select({ id: users.id, bannedUntil: users.bannedUntil })
    .from(users)
    .where(and(eq(users.id, userId), inForce()));
  return row;
}

/** Whether the account's latest ban was made by an account that is an administrator now. */
export async function lastBanByAdmin(tx: Pick<Db, "execute">, userId: number): Promise<boolean> {
  const rows = await queryRows<{ role: string }>(
    tx,
    sql`
    select u.role from audit_log a join users u on u.id = a.actor_id
    where a.action = 'ban' and a.target_type = 'user' and a.target_id = ${String(userId)}
    order by a.id desc limit 1`,
  );
  return rows[0]?.role === "admin";
}
