import type { SvgIconComponent } from "@mui/icons-material";
import { Box, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  isEmpty(data: NoInfer<T>): boolean;
  /** Placeholder card height while loading (two of them). */
  skeletonHeight: number;
  empty: { icon: SvgIconComponent; text: string; testId: string };
  errorTestId?: string;
  /** The error in words; default the common error wording. */
  describe?: (error: unknown) => string;
  children(data: T): ReactNode;
}

/** An admin queue's states: loading cards, a failed read with retry, nothing to do, or the list. */
export function AdminQueryState<T>({
  query,
  isEmpty,
  skeletonHeight,
  empty,
  errorTestId,
  describe,
  children,
}: Props<T>) {
  const { t } = useTranslation("admin");
  if (query.isPending) return <ListSkeleton rows={2} height={skeletonHeight} spacing={2} />;
  if (query.isError) {
    return (
      <ErrorState
        testId={errorTestId}
        error={query.error}
        describe={describe}
        onRetry={() => void query.refetch()}
        retryLabel={t("retry")}
        message={(detail) => t("load_failed", { detail })}
      />
    );
  }
  if (isEmpty(query.data)) {
    const Icon = empty.icon;
    return (
      <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }} data-testid={empty.testId}>
        <Icon sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {empty.text}
        </Typography>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
