import { listTotal, type QuestionList } from "@ask/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { categories, experts, questions, users } from "../../db/schema/index.js";
import { AppError, forbidden, notFound } from "../../lib/app-error.js";
import { presentSummary } from "../questions/question-presenter.js";
import * as qq from "../questions/questions.queries.js";

/** A user becomes an expert (spec 6: only from role user). The role changes at once. */
export async function upgradeToExpert(db: Db, callerId: number, userId: number) {
  if (callerId !== userId) throw forbidden("You may only upgrade your own account");
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("User");
    if (user.role !== "user")
      throw new AppError(409, "role_not_changeable", "Only a normal user can upgrade to expert");
    const [expert] = await tx
      .insert(experts)
      .values({ userId })
      .onConflictDoUpdate({ target: experts.userId, set: { userId } })
      .returning({ id: experts.id });
    if (!expert) throw new Error("expert not stored");
    await tx.update(users).set({ role: "expert", expertId: expert.id }).where(eq(users.id, userId));
    return { expert_id: expert.id, role: "expert" as const };
  });
}

async function ownExpert(db: Pick<Db, "select">, callerId: number, expertId: number) {
  const [expert] = await db.select().from(experts).where(eq(experts.id, expertId));
  if (!expert) throw notFound("Expert");
  if (expert.userId !== callerId) throw forbidden("You may only see or change your own expert settings");
  return expert;
}

export async function expertDetail(db: Db, callerId: number, expertId: number) {
  const expert = await ownExpert(db, callerId, expertId);
  return {
    expert_id: expert.id,
    user_id: expert.userId,
    channel_id: expert.channelId,
    category_ids: expert.categoryIds,
  };
}

/** One channel and at most 3 of its root categories (spec 2 and 5); the server checks both. */
export async function setExpertCategories(
  db: Db,
  callerId: number,
  expertId: number,
  channelId: number,
  categoryIds: number[],
) {
  await ownExpert(db, callerId, expertId);
  const unique = [...new Set(categoryIds)];
  const roots = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(inArray(categories.id, unique), eq(categories.channelId, channelId), isNull(categories.parentId)),
    );
  if (roots.length !== unique.length) {
    throw new AppError(400, "invalid_category", "Choose up to 3 top-level categories of the chosen channel");
  }
  await db.update(experts).set({ channelId, categoryIds: unique }).where(eq(experts.id, expertId));
  return expertDetail(db, callerId, expertId);
}

/**
 * The expert's work list (/expert-qa): questions of their channel in their chosen root categories
 * (the whole channel when none are chosen), private ones included, newest first.
 */
export async function expertQuestions(
  db: Db,
  callerId: number,
  skip: number,
  limit: number,
): Promise<QuestionList> {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, callerId));
  if (!expert) throw forbidden("Only experts have an expert question list");
  if (expert.channelId === null) return { items: [], total: 0, total_capped: false };
  const where = and(
    eq(questions.channelId, expert.channelId),
    expert.categoryIds.length ? inArray(questions.categoryTopId, expert.categoryIds) : sql`true`,
    sql`${questions.userId} <> ${callerId}`,
  );
  const [rows, total] = await Promise.all([
    qq.listSummaries(db, where, skip, limit),
    qq.countQuestions(db, where),
  ]);
  return { items: rows.map(presentSummary), ...listTotal(total) };
}
