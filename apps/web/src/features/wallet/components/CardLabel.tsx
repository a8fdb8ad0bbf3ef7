import type { BankCard } from "@ask/contracts";
import { useTranslation } from "react-i18next";

/** "Bank of China · Visa •••• 1111": enough to recognise a card, never more than its last four digits. */
export function useCardLabel() {
  const { t } = useTranslation("wallet");
  return (card: Pick<BankCard, "bank_name" | "brand" | "last4">) =>
    `${card.bank_name} · ${t(`cards.brand.${card.brand}`)} \u2066•••• ${card.last4}\u2069`;
}
