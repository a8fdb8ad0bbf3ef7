import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A missing listing (bad id, deleted): a friendly message and a way back to its board. */
export function ListingUnavailable({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation("listings");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 6, md: 8 }, px: 3, borderRadius: 2 }}
      data-testid="listing-not-found"
    >
      <SearchOffOutlined sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("not_found.title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 460, mx: "auto" }}>
        {t("not_found.body")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>
        <Button variant="contained" component={Link} to={backTo}>
          {backLabel}
        </Button>
        <Button variant="outlined" component={Link} to="/home">
          {t("not_found.home")}
        </Button>
      </Box>
    </Paper>
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
