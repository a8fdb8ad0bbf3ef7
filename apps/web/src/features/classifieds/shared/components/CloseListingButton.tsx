import type { ListingKind } from "@ask/contracts";
import BlockIcon from "@mui/icons-material/Block";
import {
  Button,
  type ButtonProps,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../lib/toast";
import { useCloseListing } from "../api/listings";
import { useListingErrorText } from "./listing-errors";

interface Props {
  kind: ListingKind;
  id: number;
  title: string;
  onClosed?(): void;
  size?: ButtonProps["size"];
  testId?: string;
}

/** Closes one of the caller's listings after a confirmation; a closed listing leaves the lists. */
export function CloseListingButton({ kind, id, title, onClosed, size, testId = "close-listing" }: Props) {
  const { t } = useTranslation("posting");
  const toast = useToast();
  const errorText = useListingErrorText();
  const close = useCloseListing(kind);
  const [open, setOpen] = useState(false);

  const confirm = () =>
    close.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast(t("closed_success"), "success");
        onClosed?.();
      },
      onError: (error) => {
        setOpen(false);
        toast(errorText(error), "error");
      },
    });

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size={size}
        startIcon={<BlockIcon />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {t("close")}
      </Button>
      <Dialog
        open={open}
        onClose={() => !close.isPending && setOpen(false)}
        aria-labelledby="close-listing-title"
        data-testid="close-listing-dialog"
      >
        <DialogTitle id="close-listing-title">{t("close_confirm_title")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("close_confirm_body", { title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={close.isPending}>
            {t("cancel")}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={close.isPending}
            startIcon={close.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="close-listing-confirm"
          >
            {t("close_confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
