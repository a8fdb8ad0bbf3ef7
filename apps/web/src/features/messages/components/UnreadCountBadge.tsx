import { Badge } from "@mui/material";
import { useUnreadCount } from "../api/unread-count";

/** The unread count at the end of a menu or drawer entry (shares the top bar's query); nothing at 0. */
export function UnreadCountBadge({ testId }: { testId?: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge
      badgeContent={unread}
      max={99}
      color="error"
      data-testid={testId}
      sx={{ marginInlineStart: 1.5, "& .MuiBadge-badge": { position: "static", transform: "none" } }}
    />
  );
}
