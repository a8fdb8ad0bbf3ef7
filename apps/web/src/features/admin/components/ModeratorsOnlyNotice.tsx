import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** What a signed-in user who is neither moderator nor administrator sees instead of the queue. */
export function ModeratorsOnlyNotice() {
  const { t } = useTranslation("moderation");
  return (
    <Box sx={{ textAlign: "center", py: { xs: 6, md: 10 }, px: 2 }} data-testid="moderators-only">
      <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 56, color: "text.disabled" }} aria-hidden />
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {t("queue.only.title")}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 420, mx: "auto" }}>
        {t("queue.only.body")}
      </Typography>
      <Button component={RouterLink} to="/home" variant="outlined">
        {t("queue.only.home")}
      </Button>
    </Box>
  );
}
