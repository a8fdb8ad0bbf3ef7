import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A screen's column: centred, at most `maxWidth` pixels wide, with the app's page padding. */
export function Page({
  maxWidth,
  busy,
  children,
}: {
  maxWidth: number;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }} aria-busy={busy}>
      {children}
    </Box>
  );
}

/** A page's title row: the h1 takes the free width, `children` (a link, a button) keep theirs. */
export function PageTitleRow({
  title,
  mb = 2,
  children,
}: {
  title: ReactNode;
  mb?: number;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
