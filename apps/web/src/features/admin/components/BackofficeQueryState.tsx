import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { useErrorMessage } from "../../../lib/use-error-message";
import { AccessNotice } from "./AccessNotice";

/** What a signed-in user who is not an administrator sees instead of a money screen. */
export function BackofficeOnlyNotice() {
  const { t } = useTranslation("backoffice");
  return (
    <AccessNotice
      title={t("only.title")}
      body={t("only.body")}
      homeLabel={t("only.home")}
      testId="admin-only"
    />
  );
}

/** A money screen's read: loading placeholders, a failure with retry (`failed` words it), or the data. */
export function BackofficeQueryState<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  failed: (detail: string) => string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation("backoffice");
  const describe = useErrorMessage();
  if (query.isPending) return <ListSkeleton rows={3} height={120} spacing={2} />;
  if (query.isError) {
    return (
      <ErrorState
        testId="backoffice-load-error"
        error={query.error}
        describe={describe}
        onRetry={() => void query.refetch()}
        retryLabel={t("retry")}
        message={failed}
      />
    );
  }
  return <>{children(query.data)}</>;
}
