import ShieldOutlined from "@mui/icons-material/ShieldOutlined";
import { Box, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

const NOTICES = ["public_place", "no_prepay", "check_goods", "verify_identity", "report"] as const;

/** The safety notices every classified detail shows (spec 2 "notices"). */
export function SafetyNotice() {
  const { t } = useTranslation("listings");
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, borderColor: "warning.light", backgroundColor: "rgba(237, 108, 2, 0.06)" }}
      data-testid="listing-notices"
      role="note"
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, color: "warning.dark" }}>
        <ShieldOutlined aria-hidden />
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {t("notices.title")}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: "flex", flexDirection: "column", gap: 0.5 }}>
        {NOTICES.map((key) => (
          <Typography component="li" variant="body2" color="textSecondary" key={key}>
            {t(`notices.${key}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
