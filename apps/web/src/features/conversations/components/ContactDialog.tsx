import { CONVERSATION_TEXT_MAX, type ConversationSubjectKind } from "@ask/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCreateConversation } from "../api/conversations";

interface ContactDialogProps {
  open: boolean;
  onClose(): void;
  peerId: number;
  subject: { kind: ConversationSubjectKind; id: number };
  title?: string | undefined;
}

/** The first message to the owner; sending opens (or continues) the conversation and shows it. */
export default function ContactDialog({ open, onClose, peerId, subject, title }: ContactDialogProps) {
  const { t } = useTranslation("conversations");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateConversation();
  const [text, setText] = useState(() => t("first_message"));
  const send = () =>
    create.mutate(
      { peer_id: peerId, subject, text: text.trim() },
      { onSuccess: ({ id }) => navigate(`/conversations/${id}`) },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="contact-dialog">
      <DialogTitle>{t("dialog_title")}</DialogTitle>
      <DialogContent>
        {title && (
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
            {t(`subject.${subject.kind}`)} · {title}
          </Typography>
        )}
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          label={t("message_label")}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: CONVERSATION_TEXT_MAX } }}
          error={create.isError}
          helperText={create.isError ? errorMessage(create.error) : t("private_hint")}
          data-testid="contact-text"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={text.trim() === "" || create.isPending}
          data-testid="contact-send"
        >
          {t("send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
