import RefreshIcon from "@mui/icons-material/Refresh";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

interface AdminPageHeaderProps {
  title: string;
  subtitle: string;
  onRefresh: () => void;
  refreshing: boolean;
  /** Prefix of the test ids: `<prefix>-count` and `<prefix>-refresh`. */
  testIdPrefix: string;
  spacing?: number;
}

/** The heading of an administrator's queue: title, a count line and a refresh button. */
export function AdminPageHeader({
  title,
  subtitle,
  onRefresh,
  refreshing,
  testIdPrefix,
  spacing = 2.5,
}: AdminPageHeaderProps) {
  const { t } = useTranslation("admin");
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, mb: spacing }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: 0.5 }}
          data-testid={`${testIdPrefix}-count`}
        >
          {subtitle}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshIcon />}
        onClick={onRefresh}
        disabled={refreshing}
        sx={{ flexShrink: 0 }}
        data-testid={`${testIdPrefix}-refresh`}
      >
        {t("refresh")}
      </Button>
    </Box>
  );
}
