import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onLiveEvent } from "../../../lib/live-events";
import { conversationKeys, useConversationsUserId } from "./keys";

interface ConversationEvent {
  unread: number;
  conversation_id: number | null;
}

/**
 * The live stream's `conversation` events (a new message, a conversation read in another tab): the
 * top bar's count is set at once, the list and the changed conversation's messages load again.
 */
export function useConversationLive(): void {
  const userId = useConversationsUserId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    return onLiveEvent("conversation", (data) => {
      const event = data as ConversationEvent;
      queryClient.setQueryData(conversationKeys.unread(userId), { unread: event.unread });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
      if (event.conversation_id !== null) {
        void queryClient.invalidateQueries({
          queryKey: conversationKeys.messages(userId, event.conversation_id),
        });
      }
    });
  }, [userId, queryClient]);
}
