import { type ExpertApplication, type ExpertDetail, listTotal, type QuestionList } from "@ask/contracts";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { categories, expertApplications, experts, questions, users } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";
import { presentSummary } from "../questions/question-presenter.js";
import * as qq from "../questions/questions.queries.js";

type Tx = Db;
type ApplicationRow = typeof expertApplications.$inferSelect;
type ExpertRow = typeof experts.$inferSelect;

export interface ExpertChoice {
  channel_id: number;
  category_ids: number[];
}

export const notApproved = () =>
  new AppError(403, "expert_not_approved", "Only experts approved by an administrator may do this");

export function presentApplication(row: ApplicationRow): ExpertApplication {
  return {
    id: row.id,
    expert_id: row.expertId,
    user_id: row.userId,
    kind: row.kind as ExpertApplication["kind"],
    status: row.status as ExpertApplication["status"],
    channel_id: row.channelId,
    category_ids: row.categoryIds,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** One channel and 1..3 distinct root categories of it (spec 2 and 5); the server checks both. */
async function checkChoice(db: Pick<Db, "select">, choice: ExpertChoice): Promise<ExpertChoice> {
  const unique = [...new Set(choice.category_ids)];
  const roots = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        inArray(categories.id, unique),
        eq(categories.channelId, choice.channel_id),
        isNull(categories.parentId),
      ),
    );
  if (unique.length === 0 || roots.length !== unique.length) {
    throw new AppError(400, "invalid_category", "Choose up to 3 top-level categories of the chosen channel");
  }
  return { channel_id: choice.channel_id, category_ids: unique };
}

async function pendingApplication(tx: Pick<Db, "select">, userId: number) {
  const [row] = await tx
    .select()
    .from(expertApplications)
    .where(and(eq(expertApplications.userId, userId), eq(expertApplications.status, "pending")))
    .for("update");
  return row;
}

async function updateChoice(tx: Tx, applicationId: number, choice: ExpertChoice) {
  const [row] = await tx
    .update(expertApplications)
    .set({ channelId: choice.channel_id, categoryIds: choice.category_ids, updatedAt: sql`now()` })
    .where(eq(expertApplications.id, applicationId))
    .returning();
  if (!row) throw new Error("application not stored");
  return row;
}

async function insertApplication(
  tx: Tx,
  expert: Pick<ExpertRow, "id" | "userId">,
  kind: "apply" | "channel_change",
  choice: ExpertChoice | undefined,
) {
  const [row] = await tx
    .insert(expertApplications)
    .values({
      expertId: expert.id,
      userId: expert.userId,
      kind,
      channelId: choice?.channel_id ?? null,
      categoryIds: choice?.category_ids ?? [],
    })
    .returning();
  if (!row) throw new Error("application not stored");
  return row;
}

/**
 * POST /experts/upgrade/{id}: a normal user applies to become an expert (spec 6: only role user).
 * Nothing is granted: the application waits for an administrator. Applying again while one is pending
 * returns it (with the new choice, if one is sent); after a rejection or a revocation one may apply
 * again at once (one pending application per user keeps the administrators' queue bounded).
 */
export async function applyForExpert(
  db: Db,
  callerId: number,
  userId: number,
  choice: ExpertChoice | undefined,
): Promise<ExpertApplication> {
  authorize(callerId, "expert.apply", { ownerId: userId });
  const checked = choice ? await checkChoice(db, choice) : undefined;
  return db.transaction(async (tx) => {
    // The user's row serializes concurrent applications of one user.
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("User");
    if (user.role !== "user")
      throw new AppError(409, "role_not_changeable", "Only a normal user can apply to become an expert");
    await tx.insert(experts).values({ userId }).onConflictDoNothing({ target: experts.userId });
    const [expert] = await tx.select().from(experts).where(eq(experts.userId, userId));
    if (!expert) throw new Error("expert not stored");
    const pending = await pendingApplication(tx, userId);
    if (pending) return presentApplication(checked ? await updateChoice(tx, pending.id, checked) : pending);
    return presentApplication(await insertApplication(tx, expert, "apply", checked));
  });
}

async function standingOf(db: Pick<Db, "select">, userId: number, expert: ExpertRow | undefined) {
  const [latest] = await db
    .select()
    .from(expertApplications)
    .where(eq(expertApplications.userId, userId))
    .orderBy(desc(expertApplications.createdAt), desc(expertApplications.id))
    .limit(1);
  const detail: ExpertDetail = {
    expert_id: expert?.id ?? null,
    user_id: userId,
    status: (expert?.status as ExpertDetail["status"] | undefined) ?? "none",
    channel_id: expert?.status === "approved" ? expert.channelId : null,
    category_ids: expert?.status === "approved" ? expert.categoryIds : [],
    revoke_reason: expert?.status === "revoked" ? expert.revokeReason : null,
    application: latest ? presentApplication(latest) : null,
  };
  return detail;
}

async function ownExpert(db: Pick<Db, "select">, callerId: number, expertId: number) {
  const [expert] = await db.select().from(experts).where(eq(experts.id, expertId));
  if (!expert) throw notFound("Expert");
  authorize(callerId, "expert.change", { ownerId: expert.userId });
  return expert;
}

/** GET /experts/detail/{expertId}: the owner's standing, approved scope and newest application. */
export async function expertDetail(db: Db, callerId: number, expertId: number): Promise<ExpertDetail> {
  const expert = await ownExpert(db, callerId, expertId);
  return standingOf(db, callerId, expert);
}

/** GET /experts/me: the same for the caller, also before they ever applied (status none). */
export async function myExpertStanding(db: Db, callerId: number): Promise<ExpertDetail> {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, callerId));
  return standingOf(db, callerId, expert);
}

/**
 * POST /experts/{expertId}/set-categories. An applicant's choice forms their pending application. An
 * approved expert changes categories inside the approved channel at once (the administrator approved
 * the channel; its categories only narrow the work list), while another channel becomes a pending
 * channel_change application: until it is approved the expert keeps the old channel, and the new one
 * grants nothing. Choosing the approved channel again withdraws a pending change.
 */
export async function setExpertCategories(
  db: Db,
  callerId: number,
  expertId: number,
  channelId: number,
  categoryIds: number[],
): Promise<ExpertDetail> {
  await ownExpert(db, callerId, expertId);
  const choice = await checkChoice(db, { channel_id: channelId, category_ids: categoryIds });
  await db.transaction(async (tx) => {
    // Lock order: the user's row, the expert row, then the application (as the admin's decisions do).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, callerId)).for("update");
    const [expert] = await tx.select().from(experts).where(eq(experts.id, expertId)).for("update");
    if (!expert) throw notFound("Expert");
    const pending = await pendingApplication(tx, expert.userId);
    if (expert.status !== "approved") {
      if (!pending) throw notApproved();
      await updateChoice(tx, pending.id, choice);
      return;
    }
    if (expert.channelId === choice.channel_id) {
      await tx.update(experts).set({ categoryIds: choice.category_ids }).where(eq(experts.id, expertId));
      if (pending) {
        await tx
          .update(expertApplications)
          .set({ status: "withdrawn", decidedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(expertApplications.id, pending.id));
      }
      return;
    }
    if (pending) await updateChoice(tx, pending.id, choice);
    else await insertApplication(tx, expert, "channel_change", choice);
  });
  return expertDetail(db, callerId, expertId);
}

/**
 * The expert's work list (/expert-qa): questions of their approved channel in their chosen root
 * categories (the whole channel when none are chosen), private ones included, newest first. Only for
 * approved experts.
 */
export async function expertQuestions(
  db: Db,
  callerId: number,
  skip: number,
  limit: number,
): Promise<QuestionList> {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, callerId));
  if (expert?.status !== "approved") throw notApproved();
  if (expert.channelId === null) return { items: [], total: 0, total_capped: false };
  const where = and(
    eq(questions.channelId, expert.channelId),
    expert.categoryIds.length ? inArray(questions.categoryTopId, expert.categoryIds) : sql`true`,
    sql`${questions.userId} <> ${callerId}`,
    // Not the deleted ones, nor those under moderation (issue 17): only their publisher sees those.
    isNull(questions.deletedAt),
    isNull(questions.moderation),
  );
  const [rows, total] = await Promise.all([
    qq.listSummaries(db, where, skip, limit),
    qq.countQuestions(db, where),
  ]);
  return { items: rows.map(presentSummary), ...listTotal(total) };
}
