import { Badge, IconButton, Tooltip } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

/**
 * A top bar icon that links to a screen and carries a count on a badge (hidden at 0): the messages
 * bell, the cart. The count is also on `data-count`, the badge is `<testId>-count`.
 */
export function BadgeLinkButton({
  to,
  label,
  count,
  color,
  testId,
  children,
}: {
  to: string;
  /** The tooltip and the accessible name (say the count in it). */
  label: string;
  count: number;
  color: "error" | "secondary";
  testId: string;
  /** The icon. */
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={Link}
        to={to}
        aria-label={label}
        data-testid={testId}
        data-count={count}
        sx={{ flexShrink: 0 }}
      >
        <Badge
          badgeContent={count}
          max={BADGE_MAX}
          color={color}
          slotProps={{ badge: { "data-testid": `${testId}-count` } as object }}
        >
          {children}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
