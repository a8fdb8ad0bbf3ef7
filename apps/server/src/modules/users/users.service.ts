import type { GrantableRole, Role } from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { appendAudit } from "../moderation/audit.queries.js";
import { bumpRoleVersion } from "./role-version.js";

/** Roles that this endpoint never changes: an admin stays admin, an expert keeps its expert profile. */
const LOCKED_ROLES: readonly string[] = ["admin", "expert"] satisfies Role[];

/**
 * Sets a user's role (admin only, checked by the route) and records the change in the audit log. The role is read from the database on every
 * permission check, so the user's next request sees it without logging in again; a real change raises
 * the role version, which tells the user's open web app to refresh (live stream, `rv` token claim).
 */
export async function setUserRole(db: Db, adminId: number, userId: number, role: GrantableRole) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("User");
    if (LOCKED_ROLES.includes(user.role)) {
      throw new AppError(
        409,
        "role_not_changeable",
        `The role of an ${user.role} account cannot be changed here`,
      );
    }
    if (user.role !== role) {
      await tx.update(users).set({ role }).where(eq(users.id, userId));
      await bumpRoleVersion(tx, userId);
      await appendAudit(tx, {
        actorId: adminId,
        action: "role_change",
        targetType: "user",
        targetId: userId,
        detail: { from: user.role, to: role },
      });
    }
    return { id: user.id, username: user.username, role };
  });
}
