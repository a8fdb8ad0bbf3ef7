import DoNotDisturbOnOutlined from "@mui/icons-material/DoNotDisturbOnOutlined";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../lib/toast";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useCloseHousing } from "../api/close-housing";

/** The owner's "close listing" button: asks for confirmation, then takes the listing off the lists. */
export function CloseHousingButton({
  id,
  onClosed,
  fullWidth,
}: {
  id: number;
  onClosed?(): void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation("housing");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const close = useCloseHousing();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    close.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast(t("detail.closed_done"), "success");
        onClosed?.();
      },
      onError: (error) => toast(t("detail.close_failed", { detail: errorMessage(error) }), "error"),
    });

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DoNotDisturbOnOutlined />}
        onClick={() => setOpen(true)}
        fullWidth={fullWidth}
        data-testid="housing-close-button"
      >
        {t("detail.close")}
      </Button>
      <Dialog
        open={open}
        onClose={close.isPending ? undefined : () => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="housing-close-title"
        data-testid="housing-close-dialog"
      >
        <DialogTitle id="housing-close-title" sx={{ fontWeight: 700 }}>
          {t("detail.close_title")}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t("detail.close_body")}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={close.isPending}>
            {t("detail.cancel")}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={confirm}
            disabled={close.isPending}
            data-testid="housing-close-confirm"
          >
            {t("detail.close_confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
