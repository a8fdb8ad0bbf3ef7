import { useTranslation } from "react-i18next";
import { ErrorState } from "./ErrorState";

/** What a list screen passes: its query's error and refetch (a TanStack Query result fits). */
interface FailedQuery {
  error: unknown;
  refetch(): unknown;
}

/**
 * A list that failed to load (issue 18: an error with a retry, never "nothing here yet"): the error
 * in the reader's language and a retry button, in the common wording every list shares.
 */
export function ListLoadError({ query, testId }: { query: FailedQuery; testId?: string }) {
  const { t } = useTranslation("common");
  return (
    <ErrorState
      error={query.error}
      onRetry={() => void query.refetch()}
      retryLabel={t("list_error.retry")}
      message={(detail) => t("list_error.load_failed", { detail })}
      testId={testId}
    />
  );
}
