import { LIST_CAPS, type QuestionStatus } from "@ask/contracts";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber, tsvectorFromTokens } from "../../db/rows.js";
import {
  categories,
  channels,
  comments,
  questionFavorites,
  questionRatings,
  questionReactions,
  type questionShares,
  questions,
  questionViews,
  users,
} from "../../db/schema/index.js";

/** A question a moderator hid or rejected reads "rejected in review" (its publisher's filter finds it). */
export const statusSql = sql<QuestionStatus>`case
  when ${questions.moderation} in ('hidden', 'rejected') then 'rejected'
  when ${questions.isPaid} then 'done'
  when ${questions.settlement} <> 'open' then 'done'
  when ${questions.deadline} < now() then 'todo'
  else 'pending' end`;

const summaryColumns = {
  id: questions.id,
  title: questions.title,
  type: questions.type,
  userId: questions.userId,
  username: users.username,
  avatar: users.avatar,
  level: users.level,
  channelId: questions.channelId,
  categoryTopId: questions.categoryTopId,
  categoryId: questions.categoryId,
  preview: sql<string>`left(${questions.contentText}, 200)`,
  bonusFen: questions.bonusFen,
  paidFen: questions.paidFen,
  bonusRule: questions.bonusRule,
  deadline: questions.deadline,
  isPublic: questions.isPublic,
  isPaid: questions.isPaid,
  status: statusSql,
  settlement: questions.settlement,
  paidTotalFen: questions.paidTotalFen,
  paidToUserId: sql<
    number | null
  >`(select c.user_id from comments c where c.id = ${questions.paidCommentId})`,
  paidToUsername: sql<
    string | null
  >`(select u.username from comments c join users u on u.id = c.user_id where c.id = ${questions.paidCommentId})`,
  views: questions.views,
  likesCount: questions.likesCount,
  dislikesCount: questions.dislikesCount,
  favoritesCount: questions.favoritesCount,
  commentsCount: questions.commentsCount,
  imageUrl: questions.imageUrl,
  createdAt: questions.createdAt,
  moderation: questions.moderation,
  moderationNote: questions.moderationNote,
};

export type SummaryRow = Awaited<ReturnType<typeof listSummaries>>[number];

// "nulls last" as in the indexes (drizzle's .desc() builds them so): otherwise no index serves the sort.
const newestFirst = [sql`${questions.createdAt} desc nulls last`, sql`${questions.id} desc nulls last`];

/**
 * One page of question summaries matching `where`, newest first. The page's ids are found first
 * (walking the index, skipping `skip` rows without building their summaries), then only those rows
 * are joined and projected: a deep page costs an index walk, not 10,000 previews.
 */
export async function listSummaries(db: Db, where: SQL | undefined, skip: number, limit: number) {
  const page = db
    .select({ id: questions.id })
    .from(questions)
    .where(where)
    .orderBy(...newestFirst)
    .offset(skip)
    .limit(limit);
  return db
    .select(summaryColumns)
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(inArray(questions.id, page))
    .orderBy(...newestFirst);
}

/**
 * Matching questions counted up to `upTo` + 1 (see listTotal and countWindow): bounded at any size.
 * In the list's order, so the count walks the same index as the page and stops as early.
 */
export async function countQuestions(
  db: Db,
  where: SQL | undefined,
  upTo: number = LIST_CAPS.countedTotal,
): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(questions)
    .where(where)
    .orderBy(...newestFirst)
    .limit(upTo + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** Summaries ordered by when the user favorited/shared them (most recent first). */
export function listByActivity(
  db: Db,
  table: typeof questionFavorites | typeof questionShares,
  userId: number,
  where: SQL,
  skip: number,
  limit: number,
) {
  return db
    .select(summaryColumns)
    .from(table)
    .innerJoin(questions, eq(questions.id, table.questionId))
    .innerJoin(users, eq(users.id, questions.userId))
    .where(and(eq(table.userId, userId), where))
    .orderBy(desc(table.createdAt), desc(questions.id))
    .offset(skip)
    .limit(limit);
}

export async function countByActivity(
  db: Db,
  table: typeof questionFavorites | typeof questionShares,
  userId: number,
  where: SQL,
): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .innerJoin(questions, eq(questions.id, table.questionId))
    .where(and(eq(table.userId, userId), where))
    .limit(LIST_CAPS.countedTotal + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

export async function findSummary(db: Db, id: number, visible: SQL) {
  const rows = await db
    .select({
      ...summaryColumns,
      content: questions.content,
      files: questions.files,
      isAppealed: questions.isAppealed,
      settlement: questions.settlement,
      editedAt: questions.editedAt,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(and(eq(questions.id, id), visible))
    .limit(1);
  return rows[0];
}

/**
 * Everything the detail lists about who did what on a question — answers (whose, paid or not; an
 * answer under moderation only for its author), ratings, likes/dislikes, favorites — in one statement
 * (one round trip, one pooled connection).
 */
export async function questionRelations(db: Db, id: number, viewerId: number | null) {
  const [row] = await queryRows<{
    user_comments: { userId: number; isPaid: boolean }[];
    ratings: { userId: number; score: number }[];
    reactions: { userId: number; kind: string }[];
    favorites: { userId: number }[];
  }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('userId', c.user_id, 'isPaid', c.is_paid)
          order by c.created_at, c.id), '[]')
        from ${comments} c where c.question_id = ${id} and c.deleted_at is null
          and (c.moderation is null or c.user_id = ${viewerId ?? 0})) as user_comments,
      (select coalesce(json_agg(json_build_object('userId', r.user_id, 'score', r.score)), '[]')
        from ${questionRatings} r where r.question_id = ${id}) as ratings,
      (select coalesce(json_agg(json_build_object('userId', x.user_id, 'kind', x.kind)), '[]')
        from ${questionReactions} x where x.question_id = ${id}) as reactions,
      (select coalesce(json_agg(json_build_object('userId', f.user_id)), '[]')
        from ${questionFavorites} f where f.question_id = ${id}) as favorites`,
  );
  return {
    userComments: row?.user_comments ?? [],
    ratings: row?.ratings ?? [],
    reactions: row?.reactions ?? [],
    favorites: row?.favorites ?? [],
  };
}

/** A view to count: the question and who read it ("u:<id>" or a visitor's hash). */
export interface PendingView {
  questionId: number;
  viewer: string;
}

/**
 * Counts a batch of views (the view buffer's, `view-buffer.ts`) in one statement: each is a row of
 * `question_views` for today unless that viewer already has one (the primary key decides, also against
 * other processes counting the same viewer), and each question's counter moves by the rows that were
 * new. Atomic on its own: the rows and the counters move together. Rows go in sorted, so two processes
 * writing overlapping batches wait for each other in one order. Returns the number of views counted.
 */
export async function recordViews(db: Db, views: PendingView[]): Promise<number> {
  if (views.length === 0) return 0;
  const batch = JSON.stringify(views.map((v) => ({ q: v.questionId, v: v.viewer })));
  const rows = await queryRows<{ n: SqlNumeric }>(
    db,
    sql`with batch as (
      select b.q, b.v from json_to_recordset(${batch}::json) as b(q int, v text)
      where exists (select 1 from ${questions} where ${questions.id} = b.q)
    ), seen as (
      insert into ${questionViews} (question_id, viewer, day)
      select q, v, current_date from batch order by q, v
      on conflict do nothing
      returning question_id
    ), counted as (
      update ${questions} set views = views + c.n
      from (select question_id, count(*)::int as n from seen group by question_id order by question_id) c
      where ${questions.id} = c.question_id
      returning c.n
    )
    select coalesce(sum(n), 0) as n from counted`,
  );
  return sqlNumber(rows[0]?.n ?? 0);
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).limit(1);
  return rows.length > 0;
}

export function findCategories(db: Db, ids: number[]) {
  return db
    .select({ id: categories.id, channelId: categories.channelId, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids));
}

export async function insertQuestion(
  db: Db,
  values: Omit<typeof questions.$inferInsert, "searchVector">,
  tokens: string[],
) {
  const [row] = await db
    .insert(questions)
    .values({
      ...values,
      searchVector: tsvectorFromTokens(tokens),
    })
    .returning({ id: questions.id });
  if (!row) throw new Error("question was not stored");
  return row.id;
}

/** Totals received on the user's questions and answers (user menu counters). */
export async function receivedTotals(db: Db, userId: number) {
  const [row] = await queryRows<{
    likes: SqlNumeric;
    ratings: SqlNumeric;
    favorites: SqlNumeric;
  }>(
    db,
    sql`select
      coalesce((select sum(${questions.likesCount}) from ${questions} where ${questions.userId} = ${userId}), 0)
        + coalesce((select sum(${comments.likesCount}) from ${comments} where ${comments.userId} = ${userId}), 0) as likes,
      (select count(*) from ${questionRatings} join ${questions} on ${questions.id} = ${questionRatings.questionId}
        where ${questions.userId} = ${userId})
        + (select count(*) from comment_ratings cr join ${comments} on ${comments.id} = cr.comment_id
        where ${comments.userId} = ${userId}) as ratings,
      (select count(*) from ${questionFavorites} join ${questions} on ${questions.id} = ${questionFavorites.questionId}
        where ${questions.userId} = ${userId} and ${questionFavorites.userId} <> ${userId}) as favorites`,
  );
  return {
    total_likes: sqlNumber(row?.likes),
    total_ratings: sqlNumber(row?.ratings),
    total_favorites: sqlNumber(row?.favorites),
  };
}
