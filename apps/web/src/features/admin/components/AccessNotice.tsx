import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import { Box, Button, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

interface Props {
  title: string;
  body: string;
  homeLabel: string;
  testId: string;
}

/** What a signed-in user without the needed role sees instead of a back-office screen: why, and a way home. */
export function AccessNotice({ title, body, homeLabel, testId }: Props) {
  return (
    <Box sx={{ textAlign: "center", py: { xs: 6, md: 10 }, px: 2 }} data-testid={testId}>
      <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 56, color: "text.disabled" }} aria-hidden />
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 420, mx: "auto" }}>
        {body}
      </Typography>
      <Button component={RouterLink} to="/home" variant="outlined">
        {homeLabel}
      </Button>
    </Box>
  );
}
