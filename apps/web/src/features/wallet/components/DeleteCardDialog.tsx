import type { BankCard } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";
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
    <ActionDialog
      open={card !== null}
      testId="delete-card-dialog"
      title={t("cards.delete_title")}
      body={card ? t("cards.delete_body", { card: cardLabel(card) }) : ""}
      maxWidth="xs"
      cancelLabel={t("cards.cancel")}
      confirmLabel={t("cards.delete")}
      confirmTestId="confirm-delete-card"
      confirmColor="error"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
