import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestampTz, userRef } from "./columns.js";

/** What a conversation is about (issue 18): a listing of one of the four kinds, a product, a merchant or a user. */
export const CONVERSATION_SUBJECTS_SQL =
  "('housing','sale','housekeeping','job','product','merchant','user')";

/**
 * A private one-to-one conversation about one item (issue 18): opened by `starter` (who asked) with
 * `peer` (who posted the item, owns the merchant, or is the profile), once per pair and subject. Each
 * side's read position is the id of the last message it has read: unread = the other side's messages
 * after it. A third user never sees the row (404).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serialId(),
    starterId: userRef("starter_id"),
    peerId: userRef("peer_id"),
    subjectKind: text("subject_kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    lastMessageAt: timestampTz("last_message_at").notNull().defaultNow(),
    starterReadId: integer("starter_read_id").notNull().default(0),
    peerReadId: integer("peer_read_id").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_subject_uq").on(t.starterId, t.peerId, t.subjectKind, t.subjectId),
    index("conversations_starter_idx").on(t.starterId, t.lastMessageAt.desc()),
    index("conversations_peer_idx").on(t.peerId, t.lastMessageAt.desc()),
    check("conversations_not_self_ck", sql`${t.starterId} <> ${t.peerId}`),
    check("conversations_subject_ck", sql`${t.subjectKind} in ${sql.raw(CONVERSATION_SUBJECTS_SQL)}`),
  ],
);

/** One message of a conversation: text, an image (an upload of the sender), or both. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serialId(),
    conversationId: requiredRef("conversation_id", () => conversations.id),
    senderId: userRef("sender_id"),
    text: text("text").notNull().default(""),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.conversationId, t.id),
    check("conversation_messages_not_empty_ck", sql`${t.text} <> '' or ${t.imageUrl} is not null`),
  ],
);

/** A user who blocked another: the blocked one can no longer open or write to a conversation with them. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
    check("user_blocks_not_self_ck", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
