import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

const MAX_REASON = 500;

/** Asks for the reason of a rejection or revocation; the user reads it in their message. */
export function ReasonDialog({ open, title, body, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reason-dialog-title"
      data-testid="reason-dialog"
      slotProps={{ transition: { onExited: () => setReason("") } }}
    >
      <DialogTitle id="reason-dialog-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={t("experts.reason_label")}
          helperText={t("experts.reason_help", { n: MAX_REASON })}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_REASON, "data-testid": "reason-input" } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t("decide.cancel")}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onConfirm(trimmed)}
          disabled={busy || trimmed.length === 0}
          data-testid="reason-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
