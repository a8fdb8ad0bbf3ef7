import {
  type CreateConversationRequest,
  conversationsRoutes,
  type SendConversationMessage,
} from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { conversationKeys, useConversationsUserId } from "./keys";

/** How often the unread count is asked for while the live stream is down (it pushes every change). */
const UNREAD_POLL_MS = 30_000;
/** Messages shown in a conversation: the newest ones (older ones on request are not built yet). */
const MESSAGES_SHOWN = 100;

export const useConversationList = () => {
  const userId = useConversationsUserId();
  return useQuery({
    queryKey: conversationKeys.list(userId),
    queryFn: ({ signal }) => callEndpoint(conversationsRoutes.list, { query: { limit: 100 } }, { signal }),
    enabled: userId !== undefined,
  });
};

export const useConversation = (id: number) => {
  const userId = useConversationsUserId();
  return useQuery({
    queryKey: conversationKeys.detail(userId, id),
    queryFn: ({ signal }) => callEndpoint(conversationsRoutes.get, { params: { id } }, { signal }),
    enabled: userId !== undefined,
    retry: false,
  });
};

/** The newest messages, oldest first; reading them marks the conversation read (the server does). */
export const useConversationMessages = (id: number) => {
  const userId = useConversationsUserId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.messages(userId, id),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(
        conversationsRoutes.messages,
        { params: { id }, query: { limit: MESSAGES_SHOWN } },
        { signal },
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
      return page;
    },
    enabled: userId !== undefined,
    retry: false,
  });
};

export const useUnreadConversations = () => {
  const userId = useConversationsUserId();
  return useQuery({
    queryKey: conversationKeys.unread(userId),
    queryFn: ({ signal }) => callEndpoint(conversationsRoutes.unreadCount, {}, { signal }),
    enabled: userId !== undefined,
    refetchInterval: UNREAD_POLL_MS,
  });
};

export const useSendMessage = (id: number) => {
  const userId = useConversationsUserId();
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (body: SendConversationMessage, key: string) =>
      callEndpoint(conversationsRoutes.send, { params: { id }, body }, { headers: idempotencyHeaders(key) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(userId, id) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
    },
  });
};

export const useCreateConversation = () =>
  useIdempotentMutation({
    mutationFn: (body: CreateConversationRequest, key: string) =>
      callEndpoint(conversationsRoutes.create, { body }, { headers: idempotencyHeaders(key) }),
  });

export const useSetBlock = (peerId: number) => {
  const userId = useConversationsUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      callEndpoint(block ? conversationsRoutes.block : conversationsRoutes.unblock, {
        params: { userId: peerId },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all(userId) }),
  });
};
