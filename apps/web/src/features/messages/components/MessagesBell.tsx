import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnreadCount } from "../api/unread-count";
import { useUnreadStream } from "../api/unread-stream";

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

/** The top bar's bell: the number of unread messages, linking to /messages. Logged-in users only. */
export function MessagesBell() {
  const { t } = useTranslation();
  useUnreadStream();
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? t("shell.unread_messages", { count: unread }) : t("shell.messages");
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={Link}
        to="/messages"
        aria-label={label}
        data-testid="messages-bell"
        data-unread={unread}
        sx={{ flexShrink: 0 }}
      >
        <Badge
          badgeContent={unread}
          max={BADGE_MAX}
          color="error"
          slotProps={{ badge: { "data-testid": "messages-bell-count" } as object }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
