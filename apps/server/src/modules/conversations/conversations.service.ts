import type {
  ConversationList,
  ConversationMessage,
  ConversationMessages,
  ConversationSummary,
  CreateConversationRequest,
  SendConversationMessage,
} from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { assertOwnImages } from "../listings/listing.service.js";
import { assertPublishable } from "../moderation/words.service.js";
import * as q from "./conversations.queries.js";
import { subjectLink, visibleSubjectOwner } from "./subjects.queries.js";

const iso = (value: string | Date) => new Date(value).toISOString();

const conversationNotFound = () =>
  new AppError(404, "conversation_not_found", "This conversation does not exist or is not yours");
const blocked = () =>
  new AppError(403, "blocked", "You cannot write to this user: one of you has blocked the other");

/** The conversation if `userId` takes part in it; 404 for anybody else (as for one that does not exist). */
async function participantOf(db: Db, userId: number, id: number): Promise<q.Participants> {
  const c = await q.selectParticipants(db, id);
  if (!c || (c.starterId !== userId && c.peerId !== userId)) throw conversationNotFound();
  return c;
}

/** What every written message passes: no block between the two, allowed words, the sender's own image. */
async function checkWritable(
  db: Db,
  senderId: number,
  peerId: number,
  message: { text: string; image_url?: string | null | undefined },
) {
  if (await q.blockedBetween(db, senderId, peerId)) throw blocked();
  await assertPublishable(db, message.text);
  if (message.image_url) await assertOwnImages(db, senderId, [message.image_url]);
}

const presentMessage = (row: q.MessageRow, viewerId: number): ConversationMessage => ({
  id: row.id,
  sender_id: row.senderId,
  mine: row.senderId === viewerId,
  text: row.text,
  image_url: row.imageUrl,
  created_at: row.createdAt.toISOString(),
});

/**
 * POST /conversations: `peer_id` must own the visible subject (nobody opens "a conversation about item
 * X" with a random user); one conversation per starter, peer and subject (a repeat adds its message).
 */
export async function createConversation(
  db: Db,
  userId: number,
  input: CreateConversationRequest,
): Promise<{ id: number }> {
  if (input.peer_id === userId) {
    throw new AppError(400, "cannot_message_self", "You cannot start a conversation with yourself");
  }
  const owner = await visibleSubjectOwner(db, input.subject.kind, input.subject.id);
  if (owner === null) {
    throw new AppError(404, "conversation_subject_not_found", "This item does not exist or is not shown");
  }
  if (owner !== input.peer_id) {
    throw new AppError(400, "peer_not_owner", "This user is not the owner of this item");
  }
  await checkWritable(db, userId, input.peer_id, input);
  return db.transaction(async (tx) => {
    const id = await q.upsertConversation(tx, {
      starterId: userId,
      peerId: input.peer_id,
      kind: input.subject.kind,
      subjectId: input.subject.id,
    });
    const c = { id, starterId: userId, peerId: input.peer_id };
    await q.insertMessage(tx, c, userId, input.text, input.image_url ?? null);
    await q.announce(tx, input.peer_id, id);
    return { id };
  });
}

/** POST /conversations/{id}/messages: only its two participants, never across a block. */
export async function sendMessage(
  db: Db,
  userId: number,
  id: number,
  input: SendConversationMessage,
): Promise<ConversationMessage> {
  const c = await participantOf(db, userId, id);
  const peerId = c.starterId === userId ? c.peerId : c.starterId;
  await checkWritable(db, userId, peerId, input);
  return db.transaction(async (tx) => {
    const row = await q.insertMessage(tx, c, userId, input.text, input.image_url ?? null);
    await q.announce(tx, peerId, id);
    return presentMessage(row, userId);
  });
}

/** GET /conversations/{id}/messages: a page, oldest first; the newest page marks the conversation read. */
export async function listMessages(
  db: Db,
  userId: number,
  id: number,
  query: { before?: number | undefined; limit: number },
): Promise<ConversationMessages> {
  const c = await participantOf(db, userId, id);
  const rows = await q.selectMessages(db, id, query.before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const newest = page[0];
  // The reader's other tabs (and top bar) learn the new count through the live stream.
  if (query.before === undefined && newest && (await q.markReadUpTo(db, c, userId, newest.id))) {
    await q.announce(db, userId, id);
  }
  return {
    items: page.reverse().map((row) => presentMessage(row, userId)),
    has_more: rows.length > query.limit,
  };
}

function presentSummary(row: q.SummaryRow, userId: number): ConversationSummary {
  const kind = row.subject_kind;
  const subjectId = sqlNumber(row.subject_id);
  return {
    id: sqlNumber(row.id),
    peer: { id: sqlNumber(row.peer_id), username: row.peer_name, avatar: row.peer_avatar },
    subject: {
      kind,
      id: subjectId,
      title: row.title ?? "",
      link: subjectLink(kind, sqlNumber(row.link_id, subjectId)),
    },
    last_message:
      row.last_at === null
        ? null
        : {
            text: row.last_text ?? "",
            has_image: row.last_image !== null,
            mine: sqlNumber(row.last_sender) === userId,
            created_at: iso(row.last_at),
          },
    unread: sqlNumber(row.unread),
    blocked_by_me: row.blocked_by_me,
    blocked_me: row.blocked_me,
    last_message_at: iso(row.last_message_at),
  };
}

export async function listConversations(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<ConversationList> {
  const [rows, total, unread] = await Promise.all([
    q.selectSummaries(db, userId, page),
    q.countConversations(db, userId),
    q.countUnread(db, userId),
  ]);
  return { items: rows.map((r) => presentSummary(r, userId)), total, unread };
}

export async function getConversation(db: Db, userId: number, id: number): Promise<ConversationSummary> {
  const [row] = await q.selectSummaries(db, userId, { id });
  if (!row) throw conversationNotFound();
  return presentSummary(row, userId);
}

export const unreadCount = async (db: Db, userId: number) => ({ unread: await q.countUnread(db, userId) });

/** PUT/DELETE /blocks/{userId}: the caller blocks or unblocks another account. */
export async function setBlock(db: Db, userId: number, otherId: number, block: boolean) {
  if (otherId === userId) throw new AppError(400, "cannot_message_self", "You cannot block yourself");
  if (!(await q.userExists(db, otherId))) throw new AppError(404, "not_found", "User not found");
  if (block) await q.insertBlock(db, userId, otherId);
  else await q.deleteBlock(db, userId, otherId);
  // The blocker's unread count leaves out (or counts again) the other's messages.
  await q.announce(db, userId, 0);
  return { blocked: block };
}
