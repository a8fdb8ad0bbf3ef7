import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface FactProps {
  /** A decorative icon before the label (an MUI icon); drawn in the secondary text colour. */
  icon: ReactNode;
  /** The small caption above the value ("Company", "Headcount"). */
  label: string;
  /** The value, in bold; long words wrap anywhere. */
  children: ReactNode;
  /** data-testid of the value. */
  testId?: string;
  /** A tinted tile (the facts grid of a detail page) instead of a plain line (a contact list). */
  tile?: boolean;
}

/**
 * One labelled fact of a detail page: icon, caption and value. `tile` draws it on a tinted rounded
 * background, centred on the icon (grids of key facts); without it, a plain line aligned to the top.
 */
export function Fact({ icon, label, children, testId, tile = false }: FactProps) {
  return (
    <Box
      sx={{
        display: "flex",
        gap: 1,
        "& > svg": { color: "text.secondary", flexShrink: 0 },
        ...(tile
          ? { bgcolor: "action.hover", borderRadius: 1.5, px: 1.5, py: 1, alignItems: "center", minWidth: 0 }
          : { alignItems: "flex-start" }),
      }}
    >
      {icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid={testId}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
