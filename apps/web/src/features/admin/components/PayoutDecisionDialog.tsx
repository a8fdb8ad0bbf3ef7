import type { PayoutItem } from "@ask/contracts";
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
import { formatYuan } from "../../../lib/format";
import type { PayoutDecision } from "../api/payouts";

interface Props {
  open: boolean;
  payout: PayoutItem | null;
  decision: PayoutDecision;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

const MAX_NOTE = 500;

/** Confirms a payout decision with a note for the audit log: optional to approve, required to reject. */
export function PayoutDecisionDialog({ open, payout, decision, busy, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation("backoffice");
  const [note, setNote] = useState("");
  const trimmed = note.trim();
  const reject = decision === "reject";
  const values = {
    amount: payout ? formatYuan(payout.amount_fen / 100, i18n.language) : "",
    name: payout?.username ?? "",
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="payout-dialog-title"
      data-testid="payout-dialog"
      slotProps={{ transition: { onExited: () => setNote("") } }}
    >
      <DialogTitle id="payout-dialog-title" sx={{ fontWeight: 700 }}>
        {reject ? t("payouts.reject_title") : t("payouts.approve_title")}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {reject ? t("payouts.reject_body", values) : t("payouts.approve_body", values)}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t("payouts.note_label")}
          helperText={reject ? t("payouts.note_required") : t("payouts.note_optional")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_NOTE, "data-testid": "payout-note" } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t("payouts.cancel")}
        </Button>
        <Button
          variant="contained"
          color={reject ? "error" : "success"}
          onClick={() => onConfirm(trimmed)}
          disabled={busy || (reject && trimmed.length === 0)}
          data-testid="payout-confirm"
        >
          {reject ? t("payouts.reject") : t("payouts.approve")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
