import type { ModerationAction, ReportGroup } from "@ask/contracts";
import {
  Alert,
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

const NOTE_MAX = 500;

interface Props {
  open: boolean;
  group: ReportGroup | null;
  action: ModerationAction;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

/**
 * Confirms a moderation decision with a note (the author reads it for hide and reject; every decision
 * is audited). Banning warns that it bans the content's author, not only hides the content.
 */
export function ModerationDialog({ open, group, action, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("moderation");
  const [note, setNote] = useState("");
  const trimmed = note.trim();
  // Hiding, rejecting and banning tell the author why: the note is required for them.
  const needsNote = action === "hide" || action === "reject" || action === "ban_user";
  const danger = action === "hide" || action === "reject" || action === "ban_user";
  return (
    <Dialog
      open={open && group !== null}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="moderation-dialog-title"
      data-testid="moderation-dialog"
      data-action={action}
      slotProps={{ transition: { onExited: () => setNote("") } }}
    >
      <DialogTitle id="moderation-dialog-title" sx={{ fontWeight: 700 }}>
        {t(`queue.confirm.${action}.title`)}
      </DialogTitle>
      <DialogContent>
        {group && (
          <Typography variant="body2" dir="auto" sx={{ fontWeight: 600, mb: 1, overflowWrap: "anywhere" }}>
            {group.content.title || group.content.excerpt.slice(0, 80)}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {t(`queue.confirm.${action}.body`)}
        </Typography>
        {action === "ban_user" && group && (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="moderation-ban-warning">
            {t("queue.confirm.ban_warning", { name: group.content.author_name ?? "—" })}
          </Alert>
        )}
        <TextField
          fullWidth
          multiline
          minRows={3}
          sx={{ mt: 2 }}
          required={needsNote}
          label={t("queue.confirm.note_label")}
          helperText={t(needsNote ? "queue.confirm.note_help_author" : "queue.confirm.note_help", {
            n: NOTE_MAX,
          })}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX, dir: "auto", "data-testid": "moderation-note" } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} data-testid="moderation-cancel">
          {t("queue.confirm.cancel")}
        </Button>
        <Button
          variant="contained"
          color={danger ? "error" : action === "approve" ? "success" : "primary"}
          onClick={() => onConfirm(trimmed)}
          disabled={busy || (needsNote && trimmed.length === 0)}
          data-testid="moderation-confirm"
        >
          {t(`queue.actions.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
