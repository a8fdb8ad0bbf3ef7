import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled part of the ask form (reward, settings, attachments). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
