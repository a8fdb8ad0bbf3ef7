import { LIMITS } from "@ask/contracts";
import { Box, Card, Skeleton, Stack } from "@mui/material";

/** The loading state of a question list: 5 rows shaped like QuestionListItem (spec 2). */
export function QuestionListSkeleton({ rows = LIMITS.skeletonRows }: { rows?: number }) {
  return (
    <Stack spacing={1.5} data-testid="question-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Skeleton variant="circular" width={28} height={28} />
            <Skeleton width={96} />
            <Box sx={{ flex: 1 }} />
            <Skeleton variant="rounded" width={56} height={22} />
          </Box>
          <Skeleton sx={{ mt: 1, fontSize: "1.1rem" }} width="70%" />
          <Skeleton width="95%" />
          <Skeleton width="60%" />
          <Box sx={{ display: "flex", gap: 2, mt: 1 }}>
            <Skeleton width={40} />
            <Skeleton width={40} />
            <Skeleton width={40} />
            <Skeleton width={90} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
