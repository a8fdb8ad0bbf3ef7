import type { AdminExpertApplication, ExpertApplication, ExpertDetail } from "@ask/contracts";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerProfiles, expertApplications, experts, users } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { appendAudit } from "../moderation/audit.queries.js";
import { bumpRoleVersion } from "../users/role-version.js";
import { notifyExpert } from "./expert-messages.js";
import { expertDetail, notApproved, presentApplication } from "./experts.service.js";

type Tx = Db;

const decided = () =>
  new AppError(409, "expert_application_decided", "This application has already been decided or withdrawn");

/** Applications by status (pending: oldest first, the queue; decided: newest first), with what to weigh. */
export async function listApplications(
  db: Db,
  status: "pending" | "approved" | "rejected",
  skip: number,
  limit: number,
): Promise<{ items: AdminExpertApplication[]; total: number }> {
  const where = eq(expertApplications.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        application: expertApplications,
        user: {
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          role: users.role,
          location: users.location,
          lang: users.lang,
          isEmailVerified: users.isEmailVerified,
          isPhoneVerified: users.isPhoneVerified,
          createdAt: users.createdAt,
        },
        profile: customerProfiles,
        expert: { status: experts.status, channelId: experts.channelId, categoryIds: experts.categoryIds },
      })
      .from(expertApplications)
      .innerJoin(users, eq(users.id, expertApplications.userId))
      .innerJoin(experts, eq(experts.id, expertApplications.expertId))
      .leftJoin(customerProfiles, eq(customerProfiles.userId, expertApplications.userId))
      .where(where)
      .orderBy(
        status === "pending" ? asc(expertApplications.createdAt) : desc(expertApplications.decidedAt),
        asc(expertApplications.id),
      )
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(expertApplications).where(where),
  ]);
  const items = rows.map(({ application, user, profile, expert }) => ({
    ...presentApplication(application),
    applicant: {
      id: user.id,
      username: user.username,
      avatar: user.avatar,
      role: user.role,
      location: user.location,
      lang: user.lang,
      is_email_verified: user.isEmailVerified,
      is_phone_verified: user.isPhoneVerified,
      created_at: user.createdAt.toISOString(),
    },
    profile: {
      edu: profile?.edu ?? {},
      work: profile?.work ?? {},
      interests: profile?.interests ?? [],
      identity_tags: profile?.identityTags ?? [],
    },
    current_channel_id: expert.status === "approved" ? expert.channelId : null,
    current_category_ids: expert.status === "approved" ? expert.categoryIds : [],
  }));
  return { items, total: counted?.n ?? 0 };
}

/** Lock order everywhere: the user's row, then the expert row, then the application (no deadlocks). */
async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw notFound("User");
  return user;
}

async function lockPending(tx: Tx, applicationId: number) {
  const [found] = await tx
    .select({ userId: expertApplications.userId })
    .from(expertApplications)
    .where(eq(expertApplications.id, applicationId));
  if (!found) throw notFound("Application");
  const user = await lockUser(tx, found.userId);
  const [expert] = await tx.select().from(experts).where(eq(experts.userId, found.userId)).for("update");
  const [app] = await tx
    .select()
    .from(expertApplications)
    .where(eq(expertApplications.id, applicationId))
    .for("update");
  if (!app || !expert) throw notFound("Application");
  if (app.status !== "pending") throw decided();
  return { app, user, expert };
}

/**
 * Approves a pending application, in one transaction with the role, the approved scope and the
 * applicant's message. An application becomes an expert only from role user; a channel change moves
 * an approved expert to the new channel.
 */
export async function approveApplication(
  db: Db,
  adminId: number,
  applicationId: number,
): Promise<ExpertApplication> {
  return db.transaction(async (tx) => {
    const { app, user, expert } = await lockPending(tx, applicationId);
    if (app.channelId === null)
      throw new AppError(409, "expert_application_incomplete", "The applicant has not chosen a channel yet");
    if (app.kind === "apply") {
      if (user.role !== "user")
        throw new AppError(409, "role_not_changeable", `The applicant's role is now ${user.role}`);
      await tx.update(users).set({ role: "expert", expertId: expert.id }).where(eq(users.id, app.userId));
    } else if (expert.status !== "approved") {
      throw notApproved();
    }
    await tx
      .update(experts)
      .set({
        status: "approved",
        channelId: app.channelId,
        categoryIds: app.categoryIds,
        approvedAt: sql`now()`,
        revokedAt: null,
        revokeReason: null,
      })
      .where(eq(experts.id, expert.id));
    const [row] = await tx
      .update(expertApplications)
      .set({ status: "approved", decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(expertApplications.id, app.id))
      .returning();
    if (!row) throw new Error("application not stored");
    // The open web app of the applicant hears of it (role-refresh: role_version and the live stream).
    await bumpRoleVersion(tx, app.userId);
    await notifyExpert(tx, app.userId, app.kind === "apply" ? "expert_approved" : "expert_change_approved", {
      channelId: app.channelId,
    });
    await appendAudit(tx, {
      actorId: adminId,
      action: "expert_approve",
      targetType: "expert_application",
      targetId: app.id,
      detail: {
        user_id: app.userId,
        kind: app.kind,
        channel_id: app.channelId,
        category_ids: app.categoryIds,
      },
    });
    return presentApplication(row);
  });
}

/** Rejects a pending application with a reason the applicant reads in their message. */
export async function rejectApplication(
  db: Db,
  adminId: number,
  applicationId: number,
  reason: string,
): Promise<ExpertApplication> {
  return db.transaction(async (tx) => {
    const { app } = await lockPending(tx, applicationId);
    const [row] = await tx
      .update(expertApplications)
      .set({ status: "rejected", reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(expertApplications.id, app.id))
      .returning();
    if (!row) throw new Error("application not stored");
    await bumpRoleVersion(tx, app.userId);
    await notifyExpert(tx, app.userId, app.kind === "apply" ? "expert_rejected" : "expert_change_rejected", {
      channelId: app.channelId,
      reason,
    });
    await appendAudit(tx, {
      actorId: adminId,
      action: "expert_reject",
      targetType: "expert_application",
      targetId: app.id,
      note: reason,
      detail: { user_id: app.userId, kind: app.kind, channel_id: app.channelId },
    });
    return presentApplication(row);
  });
}

/** Approved experts, newest approval first (the administrator's list to revoke from). */
export async function listApprovedExperts(db: Db, skip: number, limit: number) {
  const where = eq(experts.status, "approved");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        expertId: experts.id,
        userId: experts.userId,
        username: users.username,
        avatar: users.avatar,
        channelId: experts.channelId,
        categoryIds: experts.categoryIds,
        approvedAt: experts.approvedAt,
      })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(where)
      .orderBy(desc(experts.approvedAt), desc(experts.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(experts).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      expert_id: r.expertId,
      user_id: r.userId,
      username: r.username,
      avatar: r.avatar,
      channel_id: r.channelId,
      category_ids: r.categoryIds,
      approved_at: r.approvedAt?.toISOString() ?? null,
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * Takes an approved expert's privileges away: role back to user, no channel, a pending channel change
 * withdrawn; the user is told why and may apply again.
 */
export async function revokeExpert(
  db: Db,
  adminId: number,
  expertId: number,
  reason: string,
): Promise<ExpertDetail> {
  const userId = await db.transaction(async (tx) => {
    const [found] = await tx.select({ userId: experts.userId }).from(experts).where(eq(experts.id, expertId));
    if (!found) throw notFound("Expert");
    await lockUser(tx, found.userId);
    const [expert] = await tx.select().from(experts).where(eq(experts.id, expertId)).for("update");
    if (!expert) throw notFound("Expert");
    if (expert.status !== "approved") throw notApproved();
    await tx.update(users).set({ role: "user", expertId: null }).where(eq(users.id, expert.userId));
    await tx
      .update(experts)
      .set({ status: "revoked", revokedAt: sql`now()`, revokeReason: reason })
      .where(eq(experts.id, expertId));
    await tx
      .update(expertApplications)
      .set({ status: "withdrawn", decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(expertApplications.userId, expert.userId), eq(expertApplications.status, "pending")));
    await bumpRoleVersion(tx, expert.userId);
    await notifyExpert(tx, expert.userId, "expert_revoked", { channelId: expert.channelId, reason });
    await appendAudit(tx, {
      actorId: adminId,
      action: "expert_revoke",
      targetType: "expert",
      targetId: expertId,
      note: reason,
      detail: { user_id: expert.userId, channel_id: expert.channelId },
    });
    return expert.userId;
  });
  return expertDetail(db, userId, expertId);
}
