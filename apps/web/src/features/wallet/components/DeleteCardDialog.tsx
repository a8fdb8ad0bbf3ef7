import type { BankCard } from "@ask/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useCardLabel } from "./CardLabel";

interface DeleteCardDialogProps {
  card: BankCard | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting a card needs a confirmation. */
export function DeleteCardDialog({ card, busy, onCancel, onConfirm }: DeleteCardDialogProps) {
  const { t } = useTranslation("wallet");
  const cardLabel = useCardLabel();
  return (
    <Dialog open={card !== null} onClose={onCancel} aria-labelledby="delete-card-title">
      <DialogTitle id="delete-card-title">{t("cards.delete_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{card && t("cards.delete_body", { card: cardLabel(card) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t("cards.cancel")}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm-delete-card"
        >
          {t("cards.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
