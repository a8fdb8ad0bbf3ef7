import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-order-title"
      data-testid="cancel-order-dialog"
    >
      <DialogTitle id="cancel-order-title" sx={{ fontWeight: 700 }}>
        {t("order.cancel_title")}
      </DialogTitle>
      <DialogContent>
        <Typography>
          {/* The amount isolated left-to-right, so "¥60.00" reads right inside Arabic. */}
          {t("order.cancel_body", { amount: `\u2066${formatYuan(total, i18n.language)}\u2069` })}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="cancel-order-error">
            {errorMessage(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} data-testid="cancel-order-keep">
          {t("order.keep")}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          data-testid="cancel-order-confirm"
        >
          {t("order.cancel_confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
