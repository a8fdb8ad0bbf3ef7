import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../lib/document-title";

export function NotFoundPage() {
  useDocumentTitle("not_found");
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: "center", py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("not_found.title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t("not_found.body")}
      </Typography>
      <Button variant="contained" component={Link} to="/home">
        {t("not_found.home")}
      </Button>
    </Box>
  );
}
