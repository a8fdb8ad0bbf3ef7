import { Box, Paper, Skeleton, Stack } from "@mui/material";

/** The shape of the detail screen while the question loads. */
export function QuestionDetailSkeleton() {
  return (
    <Stack spacing={2} data-testid="question-skeleton" aria-busy="true">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={64} height={24} />
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: "1.6rem" }} width="85%" />
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", my: 2 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="20%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={76} height={32} sx={{ borderRadius: 99 }} />
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Skeleton width="25%" sx={{ fontSize: "1.25rem" }} />
        <Skeleton />
        <Skeleton width="60%" />
      </Paper>
    </Stack>
  );
}
