import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";
import { formatYuan } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";

interface CancelOrderDialogProps {
  open: boolean;
  total: number;
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** "Cancel this order?": says the money goes back to the wallet; the order's failure shows inside. */
export function CancelOrderDialog({ open, total, busy, error, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation("store");
  const errorMessage = useErrorMessage();
  return (
    <ActionDialog
      open={open}
      testId="cancel-order-dialog"
      title={t("order.cancel_title")}
      // The amount isolated left-to-right, so "¥60.00" reads right inside Arabic.
      body={t("order.cancel_body", { amount: `\u2066${formatYuan(total, i18n.language)}\u2069` })}
      maxWidth="xs"
      cancelLabel={t("order.keep")}
      cancelTestId="cancel-order-keep"
      confirmLabel={t("order.cancel_confirm")}
      confirmTestId="cancel-order-confirm"
      confirmColor="error"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {error ? (
        <Alert severity="error" data-testid="cancel-order-error">
          {errorMessage(error)}
        </Alert>
      ) : null}
    </ActionDialog>
  );
}
