import { messagesRoutes, type UnreadCount as UnreadCountSchema } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/api-client";
import { logged, messageKeys, useMessagesUserId } from "./keys";

export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** How often the top bar asks for new messages while the page is open. */
export const UNREAD_POLL_MS = 30_000;

/** GET /api/messages/unread_count: how many of the caller's messages are unread. */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  callEndpoint(messagesRoutes.unreadCount, {}, { signal });

/**
 * The unread count of the logged-in user, polled every 30 s and refreshed whenever the window
 * regains focus (messages arrive from events elsewhere: a bonus paid, an appeal decided).
 */
export const useUnreadCount = () => {
  const userId = useMessagesUserId();
  return useQuery({
    queryKey: messageKeys.unread(userId),
    queryFn: ({ signal }) => logged("unread count", () => fetchUnreadCount(signal)),
    enabled: userId !== undefined,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });
};
