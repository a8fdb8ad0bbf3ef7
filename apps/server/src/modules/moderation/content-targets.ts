import type { ModerationState, ReportTargetType } from "@ask/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";

type Reader = Pick<Db, "execute">;

/** The content kinds a moderator can hide (a user is banned instead; a private conversation is not hidden). */
export type ContentType = Exclude<ReportTargetType, "user" | "conversation">;

export const isContent = (type: ReportTargetType): type is ContentType =>
  type !== "user" && type !== "conversation";

/**
 * Where each reportable kind lives and how a moderator sees it: its table, its author, a title and a
 * plain-text excerpt, and its in-app path. One SQL shape for all kinds, so the queue, the report
 * checks and the decisions read every kind the same way.
 */
const SHAPES: Record<
  ReportTargetType,
  { from: SQL; author: SQL; title: SQL; body: SQL; link: SQL; gone: SQL }
> = {
  question: {
    from: sql`questions t`,
    author: sql`t.user_id`,
    title: sql`t.title`,
    body: sql`t.content_text`,
    link: sql`'/question?id=' || t.id`,
    gone: sql`t.deleted_at is not null`,
  },
  comment: {
    from: sql`comments t join questions q on q.id = t.question_id`,
    author: sql`t.user_id`,
    title: sql`q.title`,
    body: sql`regexp_replace(t.content, '<[^>]*>', ' ', 'g')`,
    link: sql`'/question?id=' || t.question_id || '#comment-' || t.id`,
    gone: sql`(t.deleted_at is not null or q.deleted_at is not null)`,
  },
  housing: listingShape("housing", "details", "/houseDetail?id="),
  sale: listingShape("sale_items", "description", "/saleDetail?id="),
  housekeeping: listingShape("housekeeping_items", "description", "/housekeepingDetail?id="),
  job: listingShape("jobs", "description", "/jobDetail?id="),
  product: {
    from: sql`products t join merchants m on m.id = t.merchant_id`,
    author: sql`m.owner_id`,
    title: sql`t.name`,
    body: sql`t.description`,
    link: sql`'/merchants/' || t.merchant_id`,
    gone: sql`false`,
  },
  user: {
    from: sql`users t`,
    author: sql`t.id`,
    title: sql`t.username`,
    body: sql`coalesce(t.ban_reason, '')`,
    link: sql`'/user?id=' || t.id`,
    gone: sql`false`,
  },
  conversation: conversationShape(),
};

/**
 * A reported private conversation (issue 18): the moderator reads its last messages with their
 * senders' names. Its "author" (whom ban_user bans) is the participant the first report is about: the
 * one who did not report it (the starter until a report exists).
 */
function conversationShape() {
  const author = sql`coalesce((select case when r.reporter_id = t.starter_id then t.peer_id else t.starter_id end
      from reports r where r.target_type = 'conversation' and r.target_id = t.id order by r.id limit 1), t.starter_id)`;
  return {
    from: sql`conversations t`,
    author,
    title: sql`(select string_agg(u.username, ' ↔ ' order by u.id) from users u where u.id in (t.starter_id, t.peer_id))`,
    body: sql`(select string_agg(s.username || ': ' || m.text
        || case when m.image_url is null then '' else ' [' || m.image_url || ']' end, E'\n' order by m.id)
      from (select * from conversation_messages where conversation_id = t.id order by id desc limit 20) m
      join users s on s.id = m.sender_id)`,
    link: sql`'/user?id=' || ${author}`,
    gone: sql`false`,
  };
}

function listingShape(table: string, body: string, path: string) {
  return {
    from: sql.raw(`${table} t`),
    author: sql`t.owner_id`,
    title: sql`t.title`,
    body: sql.raw(`t.${body}`),
    link: sql`${path} || t.id`,
    gone: sql`false`,
  };
}

/** The table whose `moderation` column a decision on this kind sets. */
const TABLES: Record<ContentType, string> = {
  question: "questions",
  comment: "comments",
  housing: "housing",
  sale: "sale_items",
  housekeeping: "housekeeping_items",
  job: "jobs",
  product: "products",
};

export interface TargetView {
  type: ReportTargetType;
  id: number;
  authorId: number;
  authorName: string | null;
  title: string;
  excerpt: string;
  moderation: ModerationState;
  moderationNote: string | null;
  link: string;
  createdAt: string | null;
  /** Deleted by its author (or its question was): nothing left to decide but the reports. */
  gone: boolean;
}

type TargetRow = {
  author_id: SqlNumeric;
  author_name: string | null;
  title: string;
  excerpt: string;
  moderation: ModerationState;
  moderation_note: string | null;
  link: string;
  created_at: string | Date | null;
  gone: boolean;
};

/**
 * One target as a moderator sees it, whatever its state; null when no such row exists. With `lock`,
 * the target's row is locked (FOR UPDATE OF t) so two decisions on it take turns.
 */
export async function readTarget(
  db: Reader,
  type: ReportTargetType,
  id: number,
  lock = false,
): Promise<TargetView | null> {
  const s = SHAPES[type];
  const state = !isContent(type)
    ? sql`null::text as moderation, null::text as moderation_note`
    : sql`t.moderation, t.moderation_note`;
  const [row] = await queryRows<TargetRow>(
    db,
    sql`
    select ${s.author} as author_id, (select username from users a where a.id = ${s.author}) as author_name,
      coalesce(${s.title}, '') as title, left(coalesce(${s.body}, ''), 1000) as excerpt, ${state},
      ${s.link} as link, t.created_at, ${s.gone} as gone
    from ${s.from} where t.id = ${id} ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) return null;
  return {
    type,
    id,
    authorId: sqlNumber(row.author_id),
    authorName: row.author_name,
    title: row.title,
    excerpt: row.excerpt.replace(/\s+/g, " ").trim(),
    moderation: row.moderation,
    moderationNote: row.moderation_note,
    link: row.link,
    createdAt: row.created_at === null ? null : new Date(row.created_at).toISOString(),
    gone: row.gone,
  };
}

/** Sets a content row's moderation state and the note its author reads (null: published). */
export async function setModeration(
  tx: Reader,
  type: ContentType,
  id: number,
  state: ModerationState,
  note: string | null,
): Promise<void> {
  await tx.execute(
    sql`update ${sql.identifier(TABLES[type])} set moderation = ${state}, moderation_note = ${note} where id = ${id}`,
  );
}

/** Content held for review that nobody reported yet (the queue shows it beside the reports). */
export function heldContentSql(type?: ContentType): SQL {
  const kinds = (Object.keys(TABLES) as ContentType[]).filter((k) => !type || k === type);
  // A user or a conversation is never held: no rows (the queue filtered to one of them).
  if (kinds.length === 0)
    return sql`select null::text as target_type, null::int as target_id, null::timestamptz as first_at where false`;
  return sql.join(
    kinds.map(
      (kind) => sql`select ${kind}::text as target_type, id as target_id, created_at as first_at
        from ${sql.identifier(TABLES[kind])} x where x.moderation = 'pending' and not exists (
          select 1 from reports r where r.status = 'open' and r.target_type = ${kind} and r.target_id = x.id)`,
    ),
    sql` union all `,
  );
}

/**
 * Hides every published item of a user (with a ban, in one action). Returns how many rows it hid and
 * the hidden questions, whose held bonus the caller refunds.
 */
export async function hidePublishedContentOf(
  tx: Reader,
  userId: number,
  note: string,
): Promise<{ hidden: number; questionIds: number[] }> {
  let count = 0;
  for (const [kind, table] of Object.entries(TABLES) as [ContentType, string][]) {
    if (kind === "question") continue;
    const owner =
      kind === "product"
        ? sql`merchant_id in (select id from merchants where owner_id = ${userId})`
        : kind === "comment"
          ? sql`user_id = ${userId}`
          : sql`owner_id = ${userId}`;
    const rows = await queryRows<{ id: SqlNumeric }>(
      tx,
      sql`update ${sql.identifier(table)} set moderation = 'hidden', moderation_note = ${note}
        where ${owner} and moderation is null returning id`,
    );
    count += rows.length;
  }
  // Questions are returned for the caller to refund their held bonus one by one.
  const questions = await queryRows<{ id: SqlNumeric }>(
    tx,
    sql`update questions set moderation = 'hidden', moderation_note = ${note}
      where user_id = ${userId} and moderation is null and deleted_at is null returning id`,
  );
  const questionIds = questions.map((r) => sqlNumber(r.id));
  return { hidden: count + questionIds.length, questionIds };
}
