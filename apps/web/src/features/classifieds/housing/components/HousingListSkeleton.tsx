import { LIMITS } from "@ask/contracts";
import { Box, Card, Skeleton, Stack } from "@mui/material";

/** The loading state of /houses: 5 rows shaped like HousingListItem (spec 9). */
export function HousingListSkeleton({ rows = LIMITS.skeletonRows }: { rows?: number }) {
  return (
    <Stack spacing={1.25} data-testid="housing-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} sx={{ p: { xs: 1.25, sm: 1.5 }, display: "flex", gap: { xs: 1.25, sm: 2 } }}>
          <Skeleton
            variant="rounded"
            sx={{ width: { xs: 112, sm: 200 }, height: { xs: 96, sm: 150 }, flexShrink: 0 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton sx={{ fontSize: "1.1rem" }} width="70%" />
            <Skeleton width="90%" />
            <Skeleton width="40%" />
            <Skeleton width={120} sx={{ fontSize: "1.4rem", mt: 1 }} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
