import { CONVERSATION_TEXT_MAX } from "@ask/contracts";
import AttachFile from "@mui/icons-material/AttachFile";
import Send from "@mui/icons-material/Send";
import { Box, Button, IconButton, TextField, Tooltip } from "@mui/material";
import { useState } from "react";
import { UploadField, type UploadState } from "../../../components/UploadField";
import { useFeedback } from "../../../lib/use-feedback";
import { useSendMessage } from "../api/conversations";

/** The text box under a conversation: text (Enter sends, Shift+Enter a new line) and one picture. */
export function MessageComposer({ conversationId, disabled }: { conversationId: number; disabled: boolean }) {
  const { t, toastError } = useFeedback("conversations");
  const send = useSendMessage(conversationId);
  const [text, setText] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [attaching, setAttaching] = useState(false);
  const [uploadState, setUploadState] = useState<UploadState>("ready");
  const empty = text.trim() === "" && images.length === 0;
  const blocked = disabled || send.isPending || uploadState !== "ready";

  const submit = () => {
    if (empty || blocked) return;
    send.mutate(
      { text: text.trim(), image_url: images[0] ?? null },
      {
        onSuccess: () => {
          setText("");
          setImages([]);
          setAttaching(false);
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="message-composer"
    >
      {attaching && (
        <Box sx={{ mb: 1 }}>
          <UploadField
            kind="image"
            max={1}
            value={images}
            onChange={setImages}
            onStateChange={setUploadState}
            disabled={disabled}
          />
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-end" }}>
        <Tooltip title={t("attach")}>
          <span>
            <IconButton
              onClick={() => setAttaching((a) => !a)}
              aria-label={t("attach")}
              aria-pressed={attaching}
              disabled={disabled}
              data-testid="message-attach"
            >
              <AttachFile />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={disabled ? t("blocked_hint") : t("placeholder")}
          multiline
          maxRows={5}
          size="small"
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: CONVERSATION_TEXT_MAX, "aria-label": t("placeholder") } }}
          data-testid="message-input"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={empty || blocked}
          endIcon={<Send sx={{ transform: "scaleX(var(--icon-flip, 1))" }} />}
          sx={{ flexShrink: 0, "[dir=rtl] &": { "--icon-flip": -1 } }}
          data-testid="message-send"
        >
          {t("send")}
        </Button>
      </Box>
    </Box>
  );
}
