import type { ConversationSubjectKind } from "@ask/contracts";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";
import { conversationMessages, conversations, userBlocks, users } from "../../db/schema/index.js";
import { subjectLinkIdSql, subjectTitleSql } from "./subjects.queries.js";

type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** The NOTIFY channel a conversation change is announced on; payload `<userId>:<conversationId>`. */
export const CONVERSATIONS_CHANNEL = "conversations_changed";

/** Tells `userId`'s live streams (any server process) that a conversation changed, at commit. */
export async function announce(tx: Pick<Db, "execute">, userId: number, conversationId: number) {
  await tx.execute(sql`select pg_notify(${CONVERSATIONS_CHANNEL}, ${`${userId}:${conversationId}`})`);
}

export interface Participants {
  id: number;
  starterId: number;
  peerId: number;
}

export async function selectParticipants(db: Tx, id: number): Promise<Participants | undefined> {
  const [row] = await db
    .select({ id: conversations.id, starterId: conversations.starterId, peerId: conversations.peerId })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}

/**
 * The conversation of this starter, peer and subject: inserted, or the existing one (a concurrent
 * insert of the same key waits for the other and then finds its row).
 */
export async function upsertConversation(
  tx: Tx,
  v: { starterId: number; peerId: number; kind: ConversationSubjectKind; subjectId: number },
): Promise<number> {
  const [inserted] = await tx
    .insert(conversations)
    .values({ starterId: v.starterId, peerId: v.peerId, subjectKind: v.kind, subjectId: v.subjectId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.starterId, v.starterId),
        eq(conversations.peerId, v.peerId),
        eq(conversations.subjectKind, v.kind),
        eq(conversations.subjectId, v.subjectId),
      ),
    );
  if (!existing) throw new Error("upsertConversation: conflict without a row");
  return existing.id;
}

export type MessageRow = typeof conversationMessages.$inferSelect;

/** Adds a message; the conversation moves up and the sender has read up to it. */
export async function insertMessage(
  tx: Tx,
  c: Participants,
  senderId: number,
  text: string,
  imageUrl: string | null,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: c.id, senderId, text, imageUrl })
    .returning();
  if (!row) throw new Error("insertMessage: no row");
  const read = senderId === c.starterId ? { starterReadId: row.id } : { peerReadId: row.id };
  await tx
    .update(conversations)
    .set({ lastMessageAt: row.createdAt, ...read })
    .where(eq(conversations.id, c.id));
  return row;
}

/** Moves the reader's read position up to `messageId` (never back); true when it moved. */
export async function markReadUpTo(tx: Tx, c: Participants, readerId: number, messageId: number) {
  const column = readerId === c.starterId ? conversations.starterReadId : conversations.peerReadId;
  const key = readerId === c.starterId ? "starterReadId" : "peerReadId";
  const rows = await tx
    .update(conversations)
    .set({ [key]: messageId })
    .where(and(eq(conversations.id, c.id), lt(column, messageId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** One page of messages, newest first (limit + 1 rows tell whether more exist). */
export async function selectMessages(
  db: Tx,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before === undefined ? undefined : lt(conversationMessages.id, before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(limit);
}

/** Whether either user blocked the other. */
export async function blockedBetween(db: Tx, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ blocker: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function userExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length > 0;
}

export async function insertBlock(db: Tx, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Tx, blockerId: number, blockedId: number) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export interface SummaryRow {
  id: SqlNumeric;
  subject_kind: ConversationSubjectKind;
  subject_id: SqlNumeric;
  title: string | null;
  link_id: SqlNumeric | null;
  last_message_at: string | Date;
  peer_id: SqlNumeric;
  peer_name: string;
  peer_avatar: string | null;
  unread: SqlNumeric;
  last_text: string | null;
  last_image: string | null;
  last_sender: SqlNumeric | null;
  last_at: string | Date | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
}

/** `userId`'s conversations (one with `id`), the latest activity first, as the list shows them. */
export async function selectSummaries(
  db: Tx,
  userId: number,
  page: { limit: number; offset: number } | { id: number },
): Promise<SummaryRow[]> {
  const only = "id" in page ? sql`and c.id = ${page.id}` : sql``;
  const window = "id" in page ? sql`` : sql`limit ${page.limit} offset ${page.offset}`;
  return queryRows<SummaryRow>(
    db,
    sql`select c.id, c.subject_kind, c.subject_id, ${subjectTitleSql} as title, ${subjectLinkIdSql} as link_id,
      c.last_message_at, p.id as peer_id, p.username as peer_name, p.avatar as peer_avatar,
      (select count(*) from conversation_messages m where m.conversation_id = c.id and m.sender_id <> ${userId}
        and m.id > case when c.starter_id = ${userId} then c.starter_read_id else c.peer_read_id end) as unread,
      lm.text as last_text, lm.image_url as last_image, lm.sender_id as last_sender, lm.created_at as last_at,
      exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = p.id) as blocked_by_me,
      exists (select 1 from user_blocks b where b.blocker_id = p.id and b.blocked_id = ${userId}) as blocked_me
    from conversations c
    join users p on p.id = case when c.starter_id = ${userId} then c.peer_id else c.starter_id end
    left join lateral (select text, image_url, sender_id, created_at from conversation_messages m
      where m.conversation_id = c.id order by m.id desc limit 1) lm on true
    where (c.starter_id = ${userId} or c.peer_id = ${userId}) ${only}
    order by c.last_message_at desc, c.id desc ${window}`,
  );
}

export async function countConversations(db: Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: SqlNumeric }>(
    db,
    sql`select count(*) as n from conversations where starter_id = ${userId} or peer_id = ${userId}`,
  );
  return sqlNumber(row?.n);
}

/** The peer's messages after `userId`'s read positions, over all conversations; blocked peers not counted. */
export async function countUnread(db: Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: SqlNumeric }>(
    db,
    sql`select count(*) as n from conversations c
      join conversation_messages m on m.conversation_id = c.id and m.sender_id <> ${userId}
      where ((c.starter_id = ${userId} and m.id > c.starter_read_id) or (c.peer_id = ${userId} and m.id > c.peer_read_id))
        and not exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = m.sender_id)`,
  );
  return sqlNumber(row?.n);
}
