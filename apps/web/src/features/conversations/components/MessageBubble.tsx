import type { ConversationMessage } from "@ask/contracts";
import { Box, Typography } from "@mui/material";
import { formatDateTime } from "../../../lib/format";
import { useLocale } from "../../../lib/use-locale";

/**
 * One message: the reader's own on the inline-end side (right, left in Arabic), the peer's on the
 * inline-start side. The column's `flex-end` follows the writing direction by itself.
 */
export function MessageBubble({ message }: { message: ConversationMessage }) {
  const lang = useLocale();
  return (
    <Box
      data-testid={message.mine ? "message-mine" : "message-theirs"}
      sx={{
        alignSelf: message.mine ? "flex-end" : "flex-start",
        maxWidth: { xs: "85%", sm: "70%" },
        display: "flex",
        flexDirection: "column",
        alignItems: message.mine ? "flex-end" : "flex-start",
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: message.mine ? "primary.main" : "grey.100",
          color: message.mine ? "primary.contrastText" : "text.primary",
          overflowWrap: "anywhere",
          whiteSpace: "pre-wrap",
        }}
      >
        {message.image_url && (
          <Box
            component="a"
            href={message.image_url}
            target="_blank"
            rel="noopener"
            sx={{ display: "block", mb: message.text ? 0.75 : 0 }}
          >
            <Box
              component="img"
              src={message.image_url}
              alt=""
              sx={{ display: "block", maxWidth: "100%", maxHeight: 240, borderRadius: 1 }}
            />
          </Box>
        )}
        {message.text && <Typography variant="body2">{message.text}</Typography>}
      </Box>
      <Typography variant="caption" sx={{ color: "text.secondary", mt: 0.25 }}>
        {formatDateTime(message.created_at, lang)}
      </Typography>
    </Box>
  );
}
