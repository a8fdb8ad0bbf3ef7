import type { BanRequest, BanState } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../lib/app-error.js";
import { currentRole } from "../../plugins/roles.js";
import { holdWithdrawalsOfBannedUser } from "../backoffice/payouts.service.js";
import { bumpRoleVersion } from "../users/role-version.js";
import { appendAudit } from "./audit.queries.js";
import { notifyBan } from "./ban-messages.js";
import { type BanRow, lastBanByAdmin, lockUserBan, writeBan } from "./bans.queries.js";
import { hidePublishedContentOf } from "./content-targets.js";
import { refundHiddenQuestion } from "./refund-hidden.js";

const present = (row: BanRow, hiddenItems = 0): BanState => ({
  id: row.id,
  username: row.username,
  status: row.status === "banned" ? "banned" : "active",
  ban_reason: row.banReason,
  banned_until: row.bannedUntil?.toISOString() ?? null,
  hidden_items: hiddenItems,
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
 * told to refresh (role version), and it gets a message with the reason. With `hide_content`, every
 * published item of the account is hidden in the same transaction (its questions' held bonuses are
 * refunded by the rules). Recorded in the audit log.
 */
export async function banUser(db: Db, actorId: number, userId: number, input: BanRequest): Promise<BanState> {
  const actorRole = await currentRole(db, actorId);
  return db.transaction((tx) =>
    banInTransaction(tx as unknown as Db, { id: actorId, role: actorRole }, userId, input),
  );
}

/** The ban itself, inside the caller's transaction (a moderation decision bans in its own). */
export async function banInTransaction(
  tx: Db,
  actor: { id: number; role: string | undefined },
  userId: number,
  input: BanRequest,
): Promise<BanState> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now()) {
    throw new AppError(400, "validation_error", "The end of a ban must be in the future");
  }
  const target = await lockUserBan(tx, userId);
  if (!target) throw notFound("User");
  assertMayBan(actor.id, actor.role, target);
  const row = await writeBan(tx, userId, { reason: input.reason, until });
  // Their money leaves only after an administrator's review (the payouts queue).
  await holdWithdrawalsOfBannedUser(tx, userId);
  await bumpRoleVersion(tx, userId);
  await notifyBan(tx, userId, { reason: input.reason, until });
  let hidden = 0;
  if (input.hide_content) {
    const result = await hidePublishedContentOf(tx, userId, input.reason);
    for (const questionId of result.questionIds) await refundHiddenQuestion(tx, questionId);
    hidden = result.hidden;
  }
  await appendAudit(tx, {
    actorId: actor.id,
    action: "ban",
    targetType: "user",
    targetId: userId,
    note: input.reason,
    detail: {
      until: until?.toISOString() ?? null,
      previous_status: target.status,
      hidden_items: hidden,
    },
  });
  return present(row, hidden);
}

/**
 * Lifts a ban (moderator or administrator). A ban an administrator made is lifted only by an
 * administrator: a moderator cannot undo it. Audited.
 */
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
    if (actorRole !== "admin" && (await lastBanByAdmin(tx, userId))) {
      throw forbidden("Only an administrator can lift a ban an administrator made");
    }
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
