import type { ConversationSummary } from "@ask/contracts";
import { Avatar, Badge, Box, ListItemButton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { useLocale } from "../../../lib/use-locale";

/** One conversation in the list: the peer, what it is about, the last message and the unread count. */
export function ConversationListItem({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useTranslation("conversations");
  const lang = useLocale();
  const last = c.last_message;
  const preview = last ? last.text || t("image") : "";
  return (
    <ListItemButton
      component={Link}
      to={`/conversations/${c.id}`}
      data-testid="conversation-item"
      sx={{
        gap: 1.5,
        borderRadius: 1,
        alignItems: "flex-start",
        bgcolor: c.unread ? "action.hover" : undefined,
      }}
    >
      <Badge badgeContent={c.unread} color="error" max={99} data-testid="conversation-unread">
        <Avatar src={c.peer.avatar ?? undefined} alt={c.peer.username}>
          {c.peer.username.slice(0, 1).toUpperCase()}
        </Avatar>
      </Badge>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
          <Typography sx={{ fontWeight: c.unread ? 700 : 500 }} noWrap>
            {c.peer.username}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: "text.secondary", marginInlineStart: "auto", flexShrink: 0 }}
          >
            {formatDateTime(c.last_message_at, lang)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary" }} noWrap>
          {t(`subject.${c.subject.kind}`)} · {c.subject.title || t("subject_gone")}
        </Typography>
        <Typography variant="body2" noWrap>
          {last?.mine ? `${t("you")}: ${preview}` : preview}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
