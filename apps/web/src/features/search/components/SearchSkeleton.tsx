import { LIMITS } from "@ask/contracts";
import { Box, Card, Skeleton, Stack } from "@mui/material";

function HitSkeleton() {
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: "flex", gap: 2 }}>
        <Skeleton sx={{ fontSize: "1.1rem", flex: 1 }} />
        <Skeleton width={64} sx={{ fontSize: "1.1rem" }} />
      </Box>
      <Skeleton width="95%" />
      <Skeleton width="60%" />
      <Box sx={{ display: "flex", gap: 1.5, mt: 0.5 }}>
        <Skeleton variant="rounded" width={72} height={22} />
        <Skeleton width={90} />
      </Box>
    </Card>
  );
}

/** The loading state: sections of rows shaped like SearchHitCard, or one list of 5 rows (spec 9). */
export function SearchSkeleton({ sections = 0 }: { sections?: number }) {
  if (sections === 0) {
    return (
      <Stack spacing={1.25} data-testid="search-skeleton" aria-busy="true">
        {Array.from({ length: LIMITS.skeletonRows }, (_, i) => (
          <HitSkeleton key={i} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={3} data-testid="search-skeleton" aria-busy="true">
      {Array.from({ length: sections }, (_, s) => (
        <Box key={s}>
          <Skeleton width={140} sx={{ fontSize: "1.4rem", mb: 1 }} />
          <Stack spacing={1.25}>
            {Array.from({ length: 2 }, (_, i) => (
              <HitSkeleton key={i} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
