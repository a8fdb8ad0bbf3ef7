import type { Message } from "@ask/contracts";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import { Alert, Box, Divider, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { MessageKindIcon } from "./MessageKindIcon";
import { MessageLinkButton } from "./MessageLinkButton";

/**
 * A whole message (spec 2): title, date, the unread notice when it had not been read before this
 * visit, and the content. The content is plain text rendered as text (never HTML), line breaks kept.
 */
export function MessageDetail({ message, wasUnread }: { message: Message; wasUnread: boolean }) {
  const { t, i18n } = useTranslation("messages");
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="message-detail">
      <Box sx={{ display: "flex", gap: { xs: 1.5, md: 2 }, alignItems: "flex-start" }}>
        <MessageKindIcon kind={message.kind} size={48} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            dir="auto"
            data-testid="message-detail-title"
            sx={{ fontWeight: 700, lineHeight: 1.35, textAlign: "left", overflowWrap: "anywhere" }}
          >
            {message.title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            <time dateTime={message.created_at} data-testid="message-detail-date">
              {formatDateTime(message.created_at, i18n.language)}
            </time>
          </Typography>
        </Box>
      </Box>
      {wasUnread && (
        <Alert
          severity="info"
          icon={<MarkEmailUnreadOutlined fontSize="inherit" />}
          sx={{ mt: 2 }}
          data-testid="message-unread-notice"
        >
          {t("unread_notice")}
        </Alert>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Typography
        component="div"
        dir="auto"
        data-testid="message-detail-content"
        sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.8, textAlign: "left" }}
      >
        {message.content}
      </Typography>
      {message.link && (
        <Box sx={{ mt: 2.5 }}>
          <MessageLinkButton link={message.link} />
        </Box>
      )}
    </Paper>
  );
}
