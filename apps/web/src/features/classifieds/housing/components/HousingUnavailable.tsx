import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** An unknown listing id: a clear message and a way back to the list. */
export function HousingUnavailable() {
  const { t } = useTranslation("housing");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 6, md: 8 }, px: 3 }}
      data-testid="housing-not-found"
    >
      <HomeWorkOutlined sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("detail.not_found_title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 460, mx: "auto" }}>
        {t("detail.not_found_body")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>
        <Button variant="contained" component={Link} to="/houses">
          {t("detail.browse")}
        </Button>
      </Box>
    </Paper>
  );
}
