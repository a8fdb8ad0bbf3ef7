import type { BanRequest, BanState } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../lib/app-error.js";
import { currentRole } from "../../plugins/roles.js";
import { bumpRoleVersion } from "../users/role-version.js";
import { appendAudit } from "./audit.queries.js";
import { notifyBan } from "./ban-messages.js";
import { type BanRow, lockUserBan, writeBan } from "./bans.queries.js";

const present = (row: BanRow): BanState => ({
  id: row.id,
  username: row.username,
  status: row.status === "banned" ? "banned" : "active",
  ban_reason: row.banReason,
  banned_until: row.bannedUntil?.toISOString() ?? null,
});

/**
 * Who may ban whom: nobody bans themselves or an administrator; a moderator bans neither another
 * moderator (that is an administrator's decision) nor anyone else above a plain account's standing.
 */
function assertMayBan(actorId: number, actorRole: string | undefined, target: BanRow) {
  if (target.id === actorId) throw forbidden("You cannot ban yourself");
  if (target.role === "admin") throw forbidden("An administrator cannot be banned");
  if (target.role === "moderator" && actorRole !== "admin")
    throw forbidden("Only an administrator can ban a moderator");
}

/**
 * Bans an account (moderator or administrator): it cannot log in, every token it holds is refused from
 * the moment this commits (each process's ban registry hears of it; ban-registry.ts), its open app is
 * told to refresh (role version), and it gets a message with the reason. Recorded in the audit log.
 */
export async function banUser(db: Db, actorId: number, userId: number, input: BanRequest): Promise<BanState> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now()) {
    throw new AppError(400, "validation_error", "The end of a ban must be in the future");
  }
  const actorRole = await currentRole(db, actorId);
  return db.transaction(async (tx) => {
    const target = await lockUserBan(tx, userId);
    if (!target) throw notFound("User");
    assertMayBan(actorId, actorRole, target);
    const row = await writeBan(tx, userId, { reason: input.reason, until });
    await bumpRoleVersion(tx, userId);
    await notifyBan(tx, userId, { reason: input.reason, until });
    await appendAudit(tx, {
      actorId,
      action: "ban",
      targetType: "user",
      targetId: userId,
      note: input.reason,
      detail: { until: until?.toISOString() ?? null, previous_status: target.status },
    });
    return present(row);
  });
}

/** Lifts a ban (moderator or administrator; a moderator's ban by an administrator too). Audited. */
export async function unbanUser(
  db: Db,
  actorId: number,
  userId: number,
  note: string | undefined,
): Promise<BanState> {
  const actorRole = await currentRole(db, actorId);
  return db.transaction(async (tx) => {
    const target = await lockUserBan(tx, userId);
    if (!target) throw notFound("User");
    assertMayBan(actorId, actorRole, target);
    if (target.status !== "banned") return present(target);
    const row = await writeBan(tx, userId, null);
    await bumpRoleVersion(tx, userId);
    await notifyBan(tx, userId, null);
    await appendAudit(tx, {
      actorId,
      action: "unban",
      targetType: "user",
      targetId: userId,
      note: note ?? null,
      detail: { ban_reason: target.banReason, banned_until: target.bannedUntil?.toISOString() ?? null },
    });
    return present(row);
  });
}
