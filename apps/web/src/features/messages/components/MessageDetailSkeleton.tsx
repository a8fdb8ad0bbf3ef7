import { Box, Divider, Paper, Skeleton } from "@mui/material";

/** The loading state of /message: shaped like MessageDetail. */
export function MessageDetailSkeleton() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="message-detail-skeleton"
      aria-busy="true"
    >
      <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <Skeleton variant="circular" width={48} height={48} sx={{ flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton sx={{ fontSize: "1.5rem" }} width="55%" />
          <Skeleton width={160} />
        </Box>
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Skeleton width="95%" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
    </Paper>
  );
}
