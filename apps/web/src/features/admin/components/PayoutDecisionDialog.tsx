import type { PayoutItem } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../lib/format";
import type { PayoutDecision } from "../api/payouts";
import { NoteDialog } from "./NoteDialog";

interface Props {
  open: boolean;
  payout: PayoutItem | null;
  decision: PayoutDecision;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

/** Confirms a payout decision with a note for the audit log: optional to approve, required to reject. */
export function PayoutDecisionDialog({ open, payout, decision, busy, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation("backoffice");
  const reject = decision === "reject";
  const values = {
    amount: payout ? formatYuan(payout.amount_fen / 100, i18n.language) : "",
    name: payout?.username ?? "",
  };
  return (
    <NoteDialog
      open={open}
      testId="payout-dialog"
      title={reject ? t("payouts.reject_title") : t("payouts.approve_title")}
      body={reject ? t("payouts.reject_body", values) : t("payouts.approve_body", values)}
      cancelLabel={t("payouts.cancel")}
      confirmLabel={reject ? t("payouts.reject") : t("payouts.approve")}
      confirmTestId="payout-confirm"
      confirmColor={reject ? "error" : "success"}
      noteRequired={reject}
      field={{
        autoFocus: true,
        minRows: 2,
        label: t("payouts.note_label"),
        helperText: reject ? t("payouts.note_required") : t("payouts.note_optional"),
        testId: "payout-note",
      }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
