import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A missing, removed or private question: a friendly message instead of an error. */
export function QuestionUnavailable() {
  const { t } = useTranslation("question");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 6, md: 8 }, px: 3 }}
      data-testid="question-unavailable"
    >
      <HelpOutlineIcon sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("not_found.title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 460, mx: "auto" }}>
        {t("not_found.body")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>
        <Button variant="contained" component={Link} to="/questions">
          {t("not_found.browse")}
        </Button>
        <Button variant="outlined" component={Link} to="/home">
          {t("not_found.home")}
        </Button>
      </Box>
    </Paper>
  );
}
