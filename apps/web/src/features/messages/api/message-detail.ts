import { messagesRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { logged, messageKeys, useMessagesUserId } from "./keys";

/** GET /api/messages/{id}: one of the caller's messages (someone else's is 404). */
export const fetchMessage = (id: number, signal?: AbortSignal) =>
  callEndpoint(messagesRoutes.get, { params: { id } }, { signal });

export const useMessageDetail = (id: number | null) => {
  const userId = useMessagesUserId();
  return useQuery({
    queryKey: messageKeys.detail(userId, id ?? 0),
    queryFn: ({ signal }) => logged("detail", () => fetchMessage(id as number, signal)),
    enabled: userId !== undefined && id !== null,
  });
};
