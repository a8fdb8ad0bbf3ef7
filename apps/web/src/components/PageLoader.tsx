import { Box, CircularProgress } from "@mui/material";

export function PageLoader() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }} role="progressbar" aria-busy="true">
      <CircularProgress />
    </Box>
  );
}
