import { type MessageList, messagesRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { messageKeys, useMessagesUserId } from "./keys";
import type { UnreadCount } from "./unread-count";

/** POST /api/messages/read_all: marks every unread message of the caller read. */
export const readAllMessages = () => callEndpoint(messagesRoutes.readAll, {});

/**
 * "Mark all as read": the lists and the badge change at once; afterwards they are fetched again so
 * they match the server (a message that arrived meanwhile stays unread).
 */
export const useReadAllMessages = () => {
  const userId = useMessagesUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: messageKeys.all(userId) });
      queryClient.setQueriesData<MessageList>({ queryKey: messageKeys.lists(userId) }, (list) =>
        list ? { ...list, unread: 0, items: list.items.map((m) => ({ ...m, is_read: true })) } : list,
      );
      queryClient.setQueryData<UnreadCount>(messageKeys.unread(userId), { unread: 0 });
    },
    onSuccess: (result) => {
      queryClient.setQueryData<UnreadCount>(messageKeys.unread(userId), { unread: result.unread });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) });
    },
  });
};
