import { Box, Paper, Skeleton } from "@mui/material";

/** The loading state of /houseDetail, shaped like the page. */
export function HousingDetailSkeleton() {
  return (
    <Box data-testid="housing-detail-skeleton" aria-busy="true">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "7fr 5fr" } }}>
        <Skeleton variant="rounded" sx={{ width: "100%", height: "auto", aspectRatio: "4 / 3" }} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Skeleton sx={{ fontSize: "1.6rem" }} width="85%" />
          <Skeleton width="40%" />
          <Skeleton sx={{ fontSize: "2rem", mt: 1 }} width="45%" />
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1.5, mt: 2 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
        </Paper>
      </Box>
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}
