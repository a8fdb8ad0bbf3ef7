import {
  BlockState,
  BlockUserParams,
  ConversationIdParams,
  ConversationList,
  ConversationListQuery,
  ConversationMessage,
  ConversationMessages,
  ConversationMessagesQuery,
  ConversationSummary,
  ConversationUnread,
  CreateConversationRequest,
  CreatedConversation,
  SendConversationMessage,
} from "../conversations.js";
import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { conversationsRoutes } from "../routes/conversations.js";

const tags = ["conversations"] as const;
const errors: ErrorStatus[] = [400, 401, 403, 404];
const writeErrors: ErrorStatus[] = [400, 401, 403, 404, 415, 422, 429];

export const conversationsEndpoints = defineEndpoints(conversationsRoutes, {
  create: {
    access: "user",
    tags,
    summary: "Contact the owner of an item: opens (or reuses) a private conversation with a first message",
    description:
      "`peer_id` must be the item's owner (listing poster, the product's merchant's owner, the merchant's " +
      "owner, or the user for kind `user`), else 400 peer_not_owner; the item must be visible (404 " +
      "conversation_subject_not_found). One conversation per you, peer and subject: a second POST adds " +
      "the message to it. 403 blocked when either side blocked the other. Rate-limited (new accounts more).",
    body: CreateConversationRequest,
    status: 201,
    response: CreatedConversation,
    errors: writeErrors,
    idempotent: true,
  },
  list: {
    access: "user",
    tags,
    summary: "Your conversations, the latest activity first, with unread counts",
    query: ConversationListQuery,
    response: ConversationList,
    errors,
  },
  unreadCount: {
    access: "user",
    tags,
    summary: "Unread messages over all your conversations (blocked peers not counted)",
    response: ConversationUnread,
    errors,
  },
  get: {
    access: "user",
    tags,
    summary: "One of your conversations (404 for anybody else)",
    params: ConversationIdParams,
    response: ConversationSummary,
    errors,
  },
  messages: {
    access: "user",
    tags,
    summary: "A page of a conversation's messages (oldest first); marks it read up to the newest",
    params: ConversationIdParams,
    query: ConversationMessagesQuery,
    response: ConversationMessages,
    errors,
  },
  send: {
    access: "user",
    tags,
    summary: "Write in one of your conversations",
    description: "403 blocked when either side blocked the other. The peer's live stream is told.",
    params: ConversationIdParams,
    body: SendConversationMessage,
    status: 201,
    response: ConversationMessage,
    errors: writeErrors,
    idempotent: true,
  },
  block: {
    access: "user",
    tags,
    summary: "Block a user: neither of you can write to the other any more",
    params: BlockUserParams,
    response: BlockState,
    errors,
  },
  unblock: {
    access: "user",
    tags,
    summary: "Unblock a user you blocked",
    params: BlockUserParams,
    response: BlockState,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    conversations: typeof conversationsEndpoints;
  }
}
