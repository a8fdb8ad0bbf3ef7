import { type ModerationWords, type ModerationWordsRequest, moderationRoutes } from "@ask/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client";

const wordsKey = ["admin-words"] as const;

/** GET /admin/moderation/words: the block and review lists with their version (administrators only). */
export const useModerationWords = (enabled: boolean) =>
  useQuery({
    queryKey: wordsKey,
    queryFn: ({ signal }): Promise<ModerationWords> => callEndpoint(moderationRoutes.words, {}, { signal }),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });

/** PUT /admin/moderation/words: replaces both lists; the answer is the saved state. */
export const useSaveModerationWords = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: ModerationWordsRequest) => callEndpoint(moderationRoutes.setWords, { body: words }),
    onSuccess: (saved) => queryClient.setQueryData(wordsKey, saved),
  });
};

/** The words of a list typed one per line: trimmed, blank lines and repeats dropped, order kept. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split("\n")
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];
