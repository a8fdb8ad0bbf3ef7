import { LIMITS } from "@ask/contracts";
import { Box, Card, Skeleton, Stack } from "@mui/material";

/** The loading state of the message list: 5 rows shaped like MessageListItem (spec 9). */
export function MessageListSkeleton({ rows = LIMITS.skeletonRows }: { rows?: number }) {
  return (
    <Stack spacing={1.25} data-testid="message-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} sx={{ p: { xs: 1.5, sm: 2 }, display: "flex", gap: { xs: 1.5, sm: 2 } }}>
          <Skeleton variant="circular" width={40} height={40} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton sx={{ fontSize: "1.1rem" }} width="45%" />
            <Skeleton width="95%" />
            <Skeleton width="70%" />
            <Skeleton width={150} sx={{ fontSize: "0.75rem", mt: 0.5 }} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
