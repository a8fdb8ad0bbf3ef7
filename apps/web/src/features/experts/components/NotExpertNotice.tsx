import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import { Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Expert screens for a user who is not an expert: where the upgrade button is (settings tab). */
export function NotExpertNotice() {
  const { t } = useTranslation("experts");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 5, md: 7 }, px: 3 }}
      data-testid="not-expert-notice"
    >
      <WorkspacePremiumOutlinedIcon sx={{ fontSize: 56, color: "secondary.main", mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("not_expert.title")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3, maxWidth: 480, mx: "auto" }}>
        {t("not_expert.body")}
      </Typography>
      <Button variant="contained" component={Link} to="/userCenter?tab=settings">
        {t("not_expert.go_settings")}
      </Button>
    </Paper>
  );
}
