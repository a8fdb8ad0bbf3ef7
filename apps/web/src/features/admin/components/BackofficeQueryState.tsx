import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { useErrorMessage } from "../../../lib/use-error-message";

/** What a signed-in user who is not an administrator sees instead of a money screen. */
export function BackofficeOnlyNotice() {
  const { t } = useTranslation("backoffice");
  return (
    <Box sx={{ textAlign: "center", py: { xs: 6, md: 10 }, px: 2 }} data-testid="admin-only">
      <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 56, color: "text.disabled" }} aria-hidden />
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {t("only.title")}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 420, mx: "auto" }}>
        {t("only.body")}
      </Typography>
      <Button component={RouterLink} to="/home" variant="outlined">
        {t("only.home")}
      </Button>
    </Box>
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
