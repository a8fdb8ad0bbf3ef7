import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled group of the settings form (a fieldset with an icon legend) laid out in two columns. */
export function SettingsSection({
  icon,
  title,
  children,
  last,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  last?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: last ? 0 : 3, minWidth: 0 }}>
      <Stack
        component="legend"
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", mb: 2, p: 0, color: "primary.main" }}
      >
        {icon}
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, color: "text.primary" }}>
          {title}
        </Typography>
      </Stack>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {children}
      </Box>
    </Box>
  );
}
