import { useSession } from "../../../lib/session";

/**
 * Query keys of the caller's conversations: they start with "me" (signing out drops them) and carry
 * the user id (one account never sees another's cached conversations).
 */
export const conversationKeys = {
  all: (userId: number | undefined) => ["me", "conversations", userId] as const,
  list: (userId: number | undefined) => ["me", "conversations", userId, "list"] as const,
  detail: (userId: number | undefined, id: number) => ["me", "conversations", userId, "detail", id] as const,
  messages: (userId: number | undefined, id: number) =>
    ["me", "conversations", userId, "messages", id] as const,
  unread: (userId: number | undefined) => ["me", "conversations", userId, "unread"] as const,
};

export const useConversationsUserId = () => useSession().user?.id;
