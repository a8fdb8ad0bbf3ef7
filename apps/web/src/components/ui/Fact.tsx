import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface FactProps {
  /**
   * A decorative icon before the label (an MUI icon); drawn in the secondary text colour. Without
   * one the fact is a plain caption over its value (a cell of a facts grid: the caption stays on one
   * line, the value may hold chips or blocks).
   */
  icon?: ReactNode;
  /** The small caption above the value ("Company", "Headcount"). */
  label: string;
  /** The value, in bold; long words wrap anywhere. */
  children: ReactNode;
  /** data-testid of the value. */
  testId?: string;
  /** data-testid of the whole fact (caption and value). */
  factTestId?: string;
  /** A tinted tile (the facts grid of a detail page) instead of a plain line (a contact list). */
  tile?: boolean;
  /** The icon in a round tinted badge and a larger value (a profile card's facts). */
  badge?: boolean;
  /** Without an icon: a long caption wraps instead of ending in an ellipsis. */
  wrapLabel?: boolean;
}

const iconBadge = {
  width: 40,
  height: 40,
  borderRadius: "50%",
  bgcolor: "action.hover",
  color: "text.secondary",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
} as const;

/**
 * One labelled fact of a detail page: icon, caption and value. `tile` draws it on a tinted rounded
 * background, centred on the icon (grids of key facts); `badge` puts the icon in a round badge;
 * with neither, a plain line aligned to the top; without an icon, caption over value.
 */
export function Fact({
  icon,
  label,
  children,
  testId,
  factTestId,
  tile = false,
  badge = false,
  wrapLabel = false,
}: FactProps) {
  if (!icon) {
    return (
      <Box sx={{ minWidth: 0 }} data-testid={factTestId}>
        <Typography variant="caption" color="textSecondary" component="div" noWrap={!wrapLabel}>
          {label}
        </Typography>
        <Typography
          variant="body2"
          component="div"
          sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
          data-testid={testId}
        >
          {children}
        </Typography>
      </Box>
    );
  }
  if (badge) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, minWidth: 0 }} data-testid={factTestId}>
        <Box sx={iconBadge} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }} dir="auto" data-testid={testId}>
            {children}
          </Typography>
        </Box>
      </Box>
    );
  }
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
      data-testid={factTestId}
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
