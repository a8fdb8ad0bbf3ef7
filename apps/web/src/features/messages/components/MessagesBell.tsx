import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { useTranslation } from "react-i18next";
import { BadgeLinkButton } from "../../../components/BadgeLinkButton";
import { useUnreadCount } from "../api/unread-count";
import { useUnreadStream } from "../api/unread-stream";

/** The top bar's bell: the number of unread messages, linking to /messages. Logged-in users only. */
export function MessagesBell() {
  const { t } = useTranslation();
  useUnreadStream();
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? t("shell.unread_messages", { count: unread }) : t("shell.messages");
  return (
    <BadgeLinkButton to="/messages" label={label} count={unread} color="error" testId="messages-bell">
      <NotificationsOutlined />
    </BadgeLinkButton>
  );
}
