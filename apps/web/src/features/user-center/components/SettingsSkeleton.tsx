import { Box, Skeleton, Stack } from "@mui/material";

/** The settings form while the profile loads. */
export function SettingsSkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton width="25%" height={32} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Box>
      <Skeleton width="25%" height={32} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}
