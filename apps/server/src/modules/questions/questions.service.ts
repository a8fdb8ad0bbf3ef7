import {
  type CreateQuestionRequest,
  countWindow,
  DEFAULT_LOCALE,
  type Locale,
  listTotal,
  QUESTION_LIMITS,
  type QuestionDetail,
  type QuestionList,
  type QuestionListQuery,
  questionTitle,
  yuanToFen,
} from "@ask/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { comments, questionFavorites, questionShares, questions, users } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { firstImage, htmlToText, sanitizeRichText } from "../../lib/sanitize.js";
import { documentTokens, toTsQuery } from "../../lib/search-tokens.js";
import { endOfDayIn } from "../../lib/time-zone.js";
import { authorize } from "../../security/policy.js";
import { stateAfterWrite } from "../moderation/moderation-state.js";
import { assertPublishable } from "../moderation/words.service.js";
import { appealView } from "../settlement/appeal-rules.js";
import { escrowBonus, paidInfo } from "../settlement/bonus.service.js";
import { signUploadsInHtml, signUploadUrl } from "../uploads/signed-urls.js";
import { assertOwnUploads, linkUploadsToQuestion } from "../uploads/uploads.service.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { presentSummary } from "./question-presenter.js";
import * as q from "./questions.queries.js";
import { UNTITLED_QUESTION } from "./untitled.js";
import { visibleTo } from "./visibility.js";

type CreateInput = z.output<typeof CreateQuestionRequest>;

const DAY_MS = 24 * 3600 * 1000;

export const questionNotFound = () =>
  new AppError(404, "question_not_found", "This question does not exist or is not visible to you");

/**
 * Publishes a question: checks the category tree, the deadline, content and attachments. A review
 * word holds it for a moderator (`moderation` pending: only its publisher sees it until approved).
 */
export async function createQuestion(
  db: Db,
  authorId: number,
  input: CreateInput,
): Promise<{ id: number; moderation: "pending" | null }> {
  await assertCategories(db, input.channel, input.category_top, input.category ?? null);

  const now = Date.now();
  const deadline = deadlineOf(input, now);
  if (deadline.getTime() <= now)
    throw new AppError(400, "deadline_in_past", "The deadline must be in the future");
  if (deadline.getTime() > now + QUESTION_LIMITS.maxDeadlineDays * DAY_MS) {
    throw new AppError(
      400,
      "validation_error",
      `The deadline must be within ${QUESTION_LIMITS.maxDeadlineDays} days`,
    );
  }

  const content = sanitizeRichText(input.content);
  const text = htmlToText(content);
  const image = firstImage(content);
  if (!text && !image) throw new AppError(400, "blank_content", "Please write your question");
  const moderation = stateAfterWrite(null, await assertPublishable(db, input.title, input.type, text));

  await assertOwnUploads(db, authorId, input.files);
  // The publisher's title, else derived from the text at a word boundary (issue 15 item 9).
  const title = questionTitle(input.title, text) || (await untitled(db, authorId));

  const bonusFen = yuanToFen(input.bonus_amount);
  const paidFen = yuanToFen(input.paid_amount);
  // The question and its escrow are one transaction: without the money, no question (402).
  return moneyTransaction(db, async (tx) => {
    const id = await q.insertQuestion(
      tx,
      {
        userId: authorId,
        title,
        type: input.type?.trim() || "question",
        channelId: input.channel,
        categoryTopId: input.category_top,
        categoryId: input.category ?? null,
        content,
        contentText: text,
        imageUrl: image ?? input.files.find((f) => /\.(png|jpe?g)$/i.test(f)) ?? null,
        files: input.files,
        bonusFen,
        paidFen,
        bonusRule: input.bonus_rule,
        deadline,
        isPublic: input.is_public,
        moderation,
      },
      documentTokens(`${title} ${text}`),
    );
    await linkUploadsToQuestion(tx, id, authorId, input.files, content);
    await escrowBonus(tx, id, authorId, bonusFen + paidFen);
    return { id, moderation };
  });
}

/**
 * A date-time deadline as sent; a date-only one (the spec's form) ends at 23:59:59 of that day in
 * the publisher's time zone (issue 15 item 10); none: 7 days from now.
 */
function deadlineOf(input: Pick<CreateInput, "deadline" | "time_zone">, now: number): Date {
  if (!input.deadline) return new Date(now + 7 * DAY_MS);
  if (input.deadline.includes("T")) return new Date(input.deadline);
  const end = endOfDayIn(input.deadline, input.time_zone);
  if (!end) throw new AppError(400, "validation_error", "The deadline is not a real date");
  return end;
}

async function assertCategories(db: Db, channelId: number, topId: number, categoryId: number | null) {
  if (!(await q.channelExists(db, channelId))) {
    throw new AppError(400, "invalid_category", "This channel does not exist");
  }
  const rows = await q.findCategories(db, categoryId === null ? [topId] : [topId, categoryId]);
  const top = rows.find((c) => c.id === topId);
  if (!top || top.channelId !== channelId || top.parentId !== null) {
    throw new AppError(
      400,
      "invalid_category",
      "The parent category must be a top-level category of the channel",
    );
  }
  if (categoryId !== null) {
    const child = rows.find((c) => c.id === categoryId);
    if (!child || child.parentId !== topId) {
      throw new AppError(400, "invalid_category", "The category must belong to the chosen parent category");
    }
  }
}

async function untitled(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return UNTITLED_QUESTION[(row?.lang as Locale | null) ?? DEFAULT_LOCALE] ?? UNTITLED_QUESTION.en;
}

/** GET /questions: filters, CJK-aware search through the GIN index, visibility, pagination. */
export async function listQuestions(
  db: Db,
  viewerId: number | null,
  query: QuestionListQuery,
): Promise<QuestionList> {
  // A poster's profile (author filter) lists only their public questions, plus their private ones when
  // they look at their own: an expert of the channel sees those in lists, not on someone's profile.
  const viewerForAuthor = query.author !== undefined && query.author !== viewerId ? null : viewerId;
  const conditions: SQL[] = [visibleTo(viewerForAuthor)];
  if (query.author !== undefined) conditions.push(eq(questions.userId, query.author));
  if (query.channel) conditions.push(eq(questions.channelId, query.channel));
  if (query.category_top) conditions.push(eq(questions.categoryTopId, query.category_top));
  if (query.category) conditions.push(eq(questions.categoryId, query.category));
  if (query.status) conditions.push(sql`${q.statusSql} = ${query.status}`);
  if (query.search) {
    const tsquery = toTsQuery(query.search);
    // A query with nothing searchable in it (only punctuation) matches nothing rather than everything.
    conditions.push(tsquery ? sql`${questions.searchVector} @@ ${tsquery}::tsquery` : sql`false`);
  }
  const where = and(...conditions);
  // The whole table's list: counted only a few pages ahead (countWindow), so page 1 costs the same at
  // any size; the reader's own lists below are small and counted further.
  const countUpTo = countWindow(query.skip, query.limit);
  const [rows, total] = await Promise.all([
    q.listSummaries(db, where, query.skip, query.limit),
    q.countQuestions(db, where, countUpTo),
  ]);
  return { items: rows.map(presentSummary), ...listTotal(total, countUpTo) };
}

/**
 * GET /questions/detail/{id}: the question and all it lists, in parallel. Reads only: the view is
 * counted by the view buffer when the answer is sent (`view-buffer.ts`), so a visitor's answer can be
 * micro-cached. For an anonymous reader nothing in it depends on who reads (the `my_*` fields are empty).
 */
export async function getQuestionDetail(
  db: Db,
  viewerId: number | null,
  id: number,
): Promise<QuestionDetail> {
  const visible = visibleTo(viewerId);
  const [row, rel, paid, appeal] = await Promise.all([
    q.findSummary(db, id, visible),
    q.questionRelations(db, id, viewerId),
    paidInfo(db, id),
    appealView(db, id, viewerId),
  ]);
  if (!row) throw questionNotFound();
  const ratingSum = rel.ratings.reduce((sum, r) => sum + r.score, 0);
  const mine = (userId: number) => viewerId !== null && userId === viewerId;
  return {
    ...presentSummary(row),
    // A private question's attachments and pictures: signed URLs, for its readers only.
    content: row.isPublic ? row.content : signUploadsInHtml(row.content),
    files: row.isPublic ? row.files : row.files.map((f) => signUploadUrl(f)),
    is_appealed: row.isAppealed,
    user_comments: rel.userComments.map((c) => ({ user_id: c.userId, is_paid: c.isPaid })),
    ratings: rel.ratings.map((r) => ({ user_id: r.userId, score: r.score })),
    rating_avg: rel.ratings.length ? Math.round((ratingSum / rel.ratings.length) * 100) / 100 : null,
    rating_count: rel.ratings.length,
    liked_user_ids: rel.reactions.filter((r) => r.kind === "like").map((r) => r.userId),
    disliked_user_ids: rel.reactions.filter((r) => r.kind === "dislike").map((r) => r.userId),
    favorites: rel.favorites.map((f) => f.userId),
    paid_info: paid,
    settlement: row.settlement as QuestionDetail["settlement"],
    ...appeal,
    my_reaction: (rel.reactions.find((r) => mine(r.userId))?.kind as "like" | "dislike" | undefined) ?? null,
    my_favorite: rel.favorites.some((f) => mine(f.userId)),
    my_rating: rel.ratings.find((r) => mine(r.userId))?.score ?? null,
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** The lists of spec 2 "My questions": only ever the caller's own. */
export type UserListKind = "my" | "commented" | "favorites" | "shared";

export async function listForUser(
  db: Db,
  callerId: number,
  requestedUserId: number | undefined,
  kind: UserListKind,
  skip: number,
  limit: number,
): Promise<QuestionList> {
  authorize(callerId, "question_lists.read", { ownerId: requestedUserId });
  const visible = visibleTo(callerId);
  if (kind === "my" || kind === "commented") {
    const where =
      kind === "my"
        ? and(eq(questions.userId, callerId), isNull(questions.deletedAt))
        : and(
            visible,
            sql`exists (select 1 from ${comments} where ${comments.questionId} = ${questions.id} and ${comments.userId} = ${callerId})`,
          );
    const [rows, total] = await Promise.all([
      q.listSummaries(db, where, skip, limit),
      q.countQuestions(db, where),
    ]);
    return { items: rows.map(presentSummary), ...listTotal(total) };
  }
  const table = kind === "favorites" ? questionFavorites : questionShares;
  const [rows, total] = await Promise.all([
    q.listByActivity(db, table, callerId, visible, skip, limit),
    q.countByActivity(db, table, callerId, visible),
  ]);
  return { items: rows.map(presentSummary), ...listTotal(total) };
}

export async function myTotals(db: Db, callerId: number, userId: number) {
  authorize(callerId, "question_totals.read", { ownerId: userId });
  return q.receivedTotals(db, userId);
}

/** The question if the viewer may see it, else 404 (also used by reactions and comments). */
export async function requireVisibleQuestion(db: Db, viewerId: number | null, id: number) {
  const [row] = await db
    .select({ id: questions.id, userId: questions.userId, isPublic: questions.isPublic })
    .from(questions)
    .where(and(eq(questions.id, id), visibleTo(viewerId)))
    .limit(1);
  if (!row) throw questionNotFound();
  return row;
}
