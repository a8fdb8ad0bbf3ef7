import { Skeleton, Stack } from "@mui/material";

/** A list still loading: `rows` rounded placeholder cards of one height. */
export function ListSkeleton({
  rows,
  height,
  spacing = 1,
}: {
  rows: number;
  height: number;
  spacing?: number;
}) {
  return (
    <Stack spacing={spacing}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
