import type { Message, MessageList } from "@ask/contracts";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { messages } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";

const present = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
  link: row.link,
  count: row.groupCount,
  updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
});

/** Newest first, a grouped message by its latest event. */
const newestFirst = [desc(sql`coalesce(${messages.updatedAt}, ${messages.createdAt})`), desc(messages.id)];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's own system messages, newest first; search looks in title and content. */
export async function listMessages(
  db: Db,
  callerId: number,
  userId: number,
  query: { skip: number; limit: number; search?: string | undefined },
): Promise<MessageList> {
  authorize(callerId, "messages.read", { ownerId: userId });
  const conditions: SQL[] = [eq(messages.userId, userId)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(messages.title, pattern), ilike(messages.content, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...newestFirst)
      .offset(query.skip)
      .limit(query.limit),
    db.select({ n: count() }).from(messages).where(where),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.isRead, false))),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

const messageNotFound = () => new AppError(404, "not_found", "This message does not exist");

/** One of the caller's messages; someone else's is 404 (its existence is not revealed). */
export async function getMessage(db: Db, callerId: number, id: number): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, callerId)));
  if (!row) throw messageNotFound();
  return present(row);
}

export async function setRead(db: Db, callerId: number, id: number, isRead: boolean): Promise<Message> {
  const [row] = await db
    .update(messages)
    .set({ isRead })
    .where(and(eq(messages.id, id), eq(messages.userId, callerId)))
    .returning();
  if (!row) throw messageNotFound();
  return present(row);
}

export async function unreadCount(db: Db, callerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, callerId), eq(messages.isRead, false)));
  return { unread: row?.n ?? 0 };
}

/**
 * Marks every unread message of the caller read, in one statement (a message that arrives meanwhile
 * stays unread). The messages trigger tells the caller's open apps the new count.
 */
export async function readAll(db: Db, callerId: number): Promise<{ updated: number; unread: number }> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, callerId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return { updated: rows.length, unread: (await unreadCount(db, callerId)).unread };
}
