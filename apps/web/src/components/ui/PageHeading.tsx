import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A page's h1 with its one-line subtitle under it (the left side of a list page's header row). */
export function PageHeading({
  title,
  subtitle,
  subtitleGap = 0.5,
  grow = false,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  /** Room between the title and the subtitle, in theme spacing. */
  subtitleGap?: number;
  /** Take the free width of a header row (the actions keep their size). */
  grow?: boolean;
}) {
  return (
    <Box sx={grow ? { flex: 1, minWidth: 0 } : undefined}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: subtitleGap }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
