import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** Who a back-office screen is for: where its notice's words are, and the notice's test id. */
const AUDIENCES = {
  admin: { ns: "admin", keyPrefix: "only", testId: "admin-only" },
  backoffice: { ns: "backoffice", keyPrefix: "only", testId: "admin-only" },
  moderators: { ns: "moderation", keyPrefix: "queue.only", testId: "moderators-only" },
} as const;

export type Audience = keyof typeof AUDIENCES;

/** What a signed-in user without the needed role sees instead of a back-office screen: why, and a way home. */
export function AccessNotice({ audience }: { audience: Audience }) {
  const { ns, keyPrefix, testId } = AUDIENCES[audience];
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <Box sx={{ textAlign: "center", py: { xs: 6, md: 10 }, px: 2 }} data-testid={testId}>
      <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 56, color: "text.disabled" }} aria-hidden />
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {t("title")}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 420, mx: "auto" }}>
        {t("body")}
      </Typography>
      <Button component={RouterLink} to="/home" variant="outlined">
        {t("home")}
      </Button>
    </Box>
  );
}
