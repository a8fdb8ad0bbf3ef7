import type { Message } from "@ask/contracts";
import { alpha, Box, Card, CardActionArea, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clampLines, userText } from "../../../components/ui/text-sx";
import { formatDateTime } from "../../../lib/format";
import { useMarkMessageRead } from "../api/mark-message-read";
import { MessageKindIcon } from "./MessageKindIcon";
import { MessageLinkButton } from "./MessageLinkButton";
import { messagePreview } from "./message-preview";

/** What the list hands to the detail page through the history entry. */
export interface OpenedFromList {
  /** The message was unread when it was opened: the detail page shows the unread notice. */
  wasUnread: boolean;
  /** The list's query string (search, page), so "back" returns to the same page of results. */
  listSearch: string;
}

/**
 * One message in the list (spec 2): unread ones are highlighted, bold and carry a dot. Opening one
 * marks it read (spec 4) while the detail page appears.
 */
export function MessageListItem({ message, listSearch }: { message: Message; listSearch: string }) {
  const { t, i18n } = useTranslation("messages");
  const markRead = useMarkMessageRead();
  const unread = !message.is_read;
  const state: OpenedFromList = { wasUnread: unread, listSearch };
  return (
    <Card
      component="li"
      data-testid="message-item"
      data-message-id={message.id}
      data-unread={unread}
      sx={{
        listStyle: "none",
        bgcolor: (theme) =>
          unread ? alpha(theme.palette.primary.main, 0.06) : theme.palette.background.paper,
        borderColor: (theme) => (unread ? alpha(theme.palette.primary.main, 0.35) : theme.palette.divider),
        transition: "background-color 200ms",
      }}
    >
      <CardActionArea
        component={Link}
        to={`/message?id=${message.id}`}
        state={state}
        onClick={() => {
          if (unread) markRead.mutate(message);
        }}
        sx={{ p: { xs: 1.5, sm: 2 }, display: "flex", alignItems: "flex-start", gap: { xs: 1.5, sm: 2 } }}
      >
        <MessageKindIcon kind={message.kind} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
            {unread && (
              <Box
                role="img"
                aria-label={t("unread")}
                data-testid="message-unread-dot"
                sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: "primary.main", flexShrink: 0 }}
              />
            )}
            <Typography
              variant="subtitle1"
              component="h2"
              dir="auto"
              data-testid="message-title"
              sx={{
                fontWeight: unread ? 700 : 500,
                lineHeight: 1.4,
                minWidth: 0,
                ...userText,
                ...clampLines(1),
              }}
            >
              {message.title}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            dir="auto"
            data-testid="message-preview"
            sx={{
              mt: 0.5,
              color: unread ? "text.primary" : "text.secondary",
              fontWeight: unread ? 600 : 400,
              ...userText,
              ...clampLines(2),
            }}
          >
            {messagePreview(message.content)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ mt: 0.75, color: "text.secondary" }}>
            <time dateTime={message.updated_at}>{formatDateTime(message.updated_at, i18n.language)}</time>
          </Typography>
        </Box>
      </CardActionArea>
      {message.link && (
        // Outside the card's own link (a link inside a link is invalid): straight to what it is about.
        <Box sx={{ pr: { xs: 1.5, sm: 2 }, pl: { xs: 7, sm: 8 }, pb: 1, mt: -1.5 }}>
          <MessageLinkButton
            link={message.link}
            size="small"
            onOpen={() => {
              if (unread) markRead.mutate(message);
            }}
          />
        </Box>
      )}
    </Card>
  );
}
