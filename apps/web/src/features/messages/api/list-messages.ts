import { messagesRoutes, PAGE_SIZES } from "@ask/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { logged, type MessageListParams, messageKeys, useMessagesUserId } from "./keys";
import type { UnreadCount } from "./unread-count";

/** GET /api/messages/user/{userId}: one page of the caller's messages (newest first), total and unread. */
export const listMessages = (
  userId: number,
  query: { skip: number; limit: number; search?: string },
  signal?: AbortSignal,
) => callEndpoint(messagesRoutes.list, { params: { userId }, query }, { signal });

/**
 * A page of 10 messages (spec 9), optionally filtered by a search in title and content. The previous
 * page stays on screen while the next one loads. Every page also carries the unread total, which keeps
 * the top bar's badge in step with what the list shows.
 */
export const useMessageList = (params: MessageListParams) => {
  const userId = useMessagesUserId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.list(userId, params),
    queryFn: ({ signal }) =>
      logged("list", async () => {
        const list = await listMessages(
          userId as number,
          {
            skip: (params.page - 1) * PAGE_SIZES.messages,
            limit: PAGE_SIZES.messages,
            search: params.search || undefined,
          },
          signal,
        );
        queryClient.setQueryData<UnreadCount>(messageKeys.unread(userId), { unread: list.unread });
        return list;
      }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
};
