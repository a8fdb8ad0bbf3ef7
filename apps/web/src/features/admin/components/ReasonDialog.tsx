import { useTranslation } from "react-i18next";
import { NoteDialog } from "./NoteDialog";

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/** Asks for the reason of a rejection or revocation; the user reads it in their message. */
export function ReasonDialog({ open, title, body, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("admin");
  return (
    <NoteDialog
      open={open}
      testId="reason-dialog"
      title={title}
      body={body}
      cancelLabel={t("decide.cancel")}
      confirmLabel={confirmLabel}
      confirmTestId="reason-confirm"
      confirmColor="error"
      noteRequired
      field={{
        autoFocus: true,
        minRows: 3,
        label: t("experts.reason_label"),
        helperText: t("experts.reason_help", { n: 500 }),
        testId: "reason-input",
      }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
