import type { BankCard } from "@ask/contracts";
import { Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useDocumentTitle } from "../../../lib/document-title";
import { useFeedback } from "../../../lib/use-feedback";
import { useCards } from "../api/cards";
import { useDeleteCard } from "../api/delete-card";
import { type DefaultCardKind, useSetDefaultCard } from "../api/set-default-card";
import { AddCardForm } from "../components/AddCardForm";
import { BankCardItem } from "../components/BankCardItem";
import { DeleteCardDialog } from "../components/DeleteCardDialog";
import { LoadError } from "../components/LoadError";
import { WalletEmpty } from "../components/WalletEmpty";
import { WalletPageLayout } from "../components/WalletPageLayout";

/** /wallet/cards: the user's bank cards, their defaults, and a form to add one. */
export default function CardsPage() {
  useDocumentTitle("cards");
  const { t, toast, toastError } = useFeedback("wallet");
  const cards = useCards();
  const setDefault = useSetDefaultCard();
  const deleteCard = useDeleteCard();
  const [deleting, setDeleting] = useState<BankCard | null>(null);

  const onSetDefault = (cardId: number, kind: DefaultCardKind) =>
    setDefault.mutate(
      { cardId, kind },
      {
        onSuccess: () => toast(t("cards.default_set"), "success"),
        onError: (error) => toastError(error),
      },
    );

  const onConfirmDelete = () => {
    if (!deleting) return;
    deleteCard.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(t("cards.deleted"), "success");
      },
      onError: (error) => toastError(error),
    });
  };

  return (
    <WalletPageLayout title={t("cards.title")}>
      <Stack spacing={3}>
        <section aria-label={t("cards.title")}>
          {cards.isError ? (
            <LoadError error={cards.error} onRetry={() => cards.refetch()} />
          ) : !cards.data ? (
            <Stack spacing={1}>
              <Skeleton variant="rounded" height={72} />
              <Skeleton variant="rounded" height={72} />
            </Stack>
          ) : cards.data.length === 0 ? (
            <WalletEmpty message={t("cards.empty")} testId="cards-empty" />
          ) : (
            <Stack spacing={1} data-testid="card-list">
              {cards.data.map((card) => (
                <BankCardItem
                  key={card.id}
                  card={card}
                  busy={setDefault.isPending || deleteCard.isPending}
                  onSetDefault={(kind) => onSetDefault(card.id, kind)}
                  onDelete={() => setDeleting(card)}
                />
              ))}
            </Stack>
          )}
        </section>
        <Card component="section" aria-labelledby="add-card-title">
          <CardContent>
            <Typography id="add-card-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t("cards.add_title")}
            </Typography>
            <AddCardForm />
          </CardContent>
        </Card>
      </Stack>
      <DeleteCardDialog
        card={deleting}
        busy={deleteCard.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onConfirmDelete}
      />
    </WalletPageLayout>
  );
}
