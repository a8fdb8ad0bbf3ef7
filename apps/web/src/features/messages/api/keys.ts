import { useSession } from "../../../lib/session";

export interface MessageListParams {
  page: number;
  search: string;
}

/**
 * Query keys of the caller's messages. They start with "me", so signing out drops them with the rest
 * of the session's data, and they carry the user id, so one account never sees another's cached inbox.
 */
export const messageKeys = {
  all: (userId: number | undefined) => ["me", "messages", userId] as const,
  lists: (userId: number | undefined) => ["me", "messages", userId, "list"] as const,
  list: (userId: number | undefined, params: MessageListParams) =>
    ["me", "messages", userId, "list", params] as const,
  detail: (userId: number | undefined, id: number) => ["me", "messages", userId, "detail", id] as const,
  unread: (userId: number | undefined) => ["me", "messages", userId, "unread"] as const,
};

export const useMessagesUserId = () => useSession().user?.id;

/**
 * Spec 8: failures loading messages are only logged, never shown. A cancelled request (the user moved
 * on) is not a failure.
 */
export function logMessageFailure(what: string, error: unknown): void {
  if ((error as Error | undefined)?.name === "AbortError") return;
  console.warn(`messages: ${what} failed`, error);
}

/** Wraps a fetcher so its failure is logged and still reaches the query as an error. */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logMessageFailure(what, error);
    throw error;
  }
}
