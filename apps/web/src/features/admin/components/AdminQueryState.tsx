import type { SvgIconComponent } from "@mui/icons-material";
import { Box, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  /** Placeholder card height while loading. */
  skeletonHeight: number;
  /** How many placeholder cards; default two. */
  rows?: number;
  /** When the data means "nothing here", and what is said then; without it the data is always shown. */
  isEmpty?(data: NoInfer<T>): boolean;
  empty?: { icon: SvgIconComponent; text: string; testId: string };
  errorTestId?: string;
  /** The error in words; default the common error wording. */
  describe?: (error: unknown) => string;
  /** The sentence around the error; default the admin "could not load" wording. */
  failed?: (detail: string) => string;
  children(data: T): ReactNode;
}

/** A back-office read's states: loading cards, a failed read with retry, nothing to do, or the data. */
export function AdminQueryState<T>({
  query,
  skeletonHeight,
  rows = 2,
  isEmpty,
  empty,
  errorTestId,
  describe,
  failed,
  children,
}: Props<T>) {
  const { t } = useTranslation("admin");
  if (query.isPending) return <ListSkeleton rows={rows} height={skeletonHeight} spacing={2} />;
  if (query.isError) {
    return (
      <ErrorState
        testId={errorTestId}
        error={query.error}
        describe={describe}
        onRetry={() => void query.refetch()}
        retryLabel={t("retry")}
        message={failed ?? ((detail) => t("load_failed", { detail }))}
      />
    );
  }
  if (empty && isEmpty?.(query.data)) {
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
