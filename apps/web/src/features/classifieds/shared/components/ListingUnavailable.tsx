import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import { Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/ui/EmptyState";

/** A missing listing (bad id, deleted): a friendly message and a way back to its board. */
export function ListingUnavailable({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation("listings");
  return (
    <EmptyState
      variant="page"
      testId="listing-not-found"
      icon={SearchOffOutlined}
      title={t("not_found.title")}
      text={t("not_found.body")}
      links={[
        { to: backTo, label: backLabel },
        { to: "/home", label: t("not_found.home") },
      ]}
    />
  );
}

/** A failed load that is not a 404: logged by the fetcher, shown as a short message with a retry. */
export function ListingLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("listings");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: 6, px: 3, borderRadius: 2 }}
      data-testid="listing-load-failed"
    >
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t("load_failed")}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Paper>
  );
}
