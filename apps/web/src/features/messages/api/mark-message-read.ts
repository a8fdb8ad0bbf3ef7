import { type Message, type MessageList, messagesRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { logMessageFailure, messageKeys, useMessagesUserId } from "./keys";
import type { UnreadCount } from "./unread-count";

/** PUT /api/messages/{id} {is_read}: marks one of the caller's messages read or unread. */
export const updateMessageRead = (id: number, isRead: boolean) =>
  callEndpoint(messagesRoutes.setRead, { params: { id }, body: { is_read: isRead } });

const markedRead = (message: Message): Message => ({ ...message, is_read: true });

/**
 * Marks a message read when it is opened (spec 4). The lists, the detail and the badge change at once;
 * afterwards the lists and the count are fetched again so they match the server. A failure is only
 * logged (spec 8) and the refetch puts the message back as unread.
 */
export const useMarkMessageRead = () => {
  const userId = useMessagesUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => updateMessageRead(message.id, true),
    onMutate: async (message) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.unread(userId) });
      queryClient.setQueriesData<MessageList>({ queryKey: messageKeys.lists(userId) }, (list) => {
        if (!list) return list;
        const wasUnread = list.items.some((m) => m.id === message.id && !m.is_read);
        return {
          ...list,
          items: list.items.map((m) => (m.id === message.id ? markedRead(m) : m)),
          unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
        };
      });
      if (!message.is_read) {
        queryClient.setQueryData<UnreadCount>(messageKeys.unread(userId), (count) =>
          count ? { unread: Math.max(0, count.unread - 1) } : count,
        );
      }
      // Opening from the list shows the detail at once, from what the list already holds.
      queryClient.setQueryData<Message>(messageKeys.detail(userId, message.id), (cached) =>
        markedRead(cached ?? message),
      );
    },
    onSuccess: (message) => {
      queryClient.setQueryData(messageKeys.detail(userId, message.id), message);
    },
    onError: (error, message) => {
      logMessageFailure("mark read", error);
      void queryClient.invalidateQueries({ queryKey: messageKeys.detail(userId, message.id) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists(userId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread(userId) });
    },
  });
};
