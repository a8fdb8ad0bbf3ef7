import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** `<testId>` on the dialog, `<testId>-cancel` and `<testId>-confirm` on its buttons. */
  testId: string;
}

/** A confirm/cancel dialog for actions that cannot be undone (paying, appealing). */
export default function ConfirmDialogView({ testId, busy = false, ...dialog }: ConfirmDialogProps) {
  const { t } = useTranslation("question");
  return (
    <ActionDialog
      {...dialog}
      testId={testId}
      maxWidth="xs"
      busy={busy}
      cancelLabel={t("confirm.cancel")}
      cancelTestId={`${testId}-cancel`}
      confirmTestId={`${testId}-confirm`}
    />
  );
}
