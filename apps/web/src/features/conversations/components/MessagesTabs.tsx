import { Badge, Tab, Tabs } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnreadConversations } from "../api/conversations";

/** The two inboxes side by side: system messages (/messages) and conversations (/conversations). */
export function MessagesTabs({ current }: { current: "system" | "conversations" }) {
  const { t } = useTranslation("conversations");
  const unread = useUnreadConversations().data?.unread ?? 0;
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }} data-testid="messages-tabs">
      <Tab value="system" label={t("tabs.system")} component={Link} to="/messages" data-testid="tab-system" />
      <Tab
        value="conversations"
        component={Link}
        to="/conversations"
        data-testid="tab-conversations"
        label={
          <Badge
            badgeContent={unread}
            max={99}
            color="error"
            sx={{ "& .MuiBadge-badge": { position: "static", transform: "none", marginInlineStart: 1 } }}
          >
            {t("tabs.conversations")}
          </Badge>
        }
      />
    </Tabs>
  );
}
