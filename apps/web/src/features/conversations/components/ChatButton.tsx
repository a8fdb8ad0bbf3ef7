import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutlineOutlined";
import { useTranslation } from "react-i18next";
import { BadgeLinkButton } from "../../../components/BadgeLinkButton";
import { useUnreadConversations } from "../api/conversations";
import { useConversationLive } from "../api/live";

/** The top bar's chat icon beside the bell: unread conversation messages, live; links to /conversations. */
export function ChatButton() {
  const { t } = useTranslation();
  useConversationLive();
  const unread = useUnreadConversations().data?.unread ?? 0;
  const label = unread > 0 ? t("shell.unread_conversations", { count: unread }) : t("shell.conversations");
  return (
    <BadgeLinkButton to="/conversations" label={label} count={unread} color="error" testId="chat-button">
      <ChatBubbleOutline />
    </BadgeLinkButton>
  );
}
