import { TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminActionDialog } from "./AdminActionDialog";

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
    <AdminActionDialog
      open={open}
      name="reason"
      title={title}
      body={body}
      cancelLabel={t("decide.cancel")}
      confirmLabel={confirmLabel}
      confirmTestId="reason-confirm"
      confirmColor="error"
      confirmDisabled={trimmed.length === 0}
      busy={busy}
      onConfirm={() => onConfirm(trimmed)}
      onCancel={onCancel}
      onExited={() => setReason("")}
    >
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
    </AdminActionDialog>
  );
}
