import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** A harmful action (red) or a plain one. */
  danger?: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks once more before an account action that takes effect at once (a role change, an unban). */
export function ConfirmDialog({ open, title, body, confirmLabel, danger, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("adminUsers");
  return (
    <ActionDialog
      open={open}
      testId="confirm-dialog"
      title={title}
      body={body}
      maxWidth="xs"
      cancelLabel={t("cancel")}
      confirmLabel={confirmLabel}
      confirmTestId="confirm-dialog-confirm"
      confirmColor={danger ? "error" : "primary"}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
