import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import { Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * A message that could not be loaded (spec 8: the detail becomes empty, the failure is only logged):
 * missing, someone else's, or a failed request all look the same.
 */
export function MessageUnavailable() {
  const { t } = useTranslation("messages");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 6, md: 8 }, px: 3, color: "text.secondary" }}
      data-testid="message-unavailable"
    >
      <DraftsOutlined sx={{ fontSize: 52, opacity: 0.5, mb: 1 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t("unavailable")}</Typography>
    </Paper>
  );
}
