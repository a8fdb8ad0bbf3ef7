import type { QuestionSummary } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../lib/format";

/** Isolates an amount left-to-right so "CN¥" and the digits keep their order inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** The list item's bonus badge: paid to whom, refunded, or the bonus on offer (nothing when none). */
export function QuestionBonusBadge({
  question: q,
  refunded,
}: {
  question: QuestionSummary;
  refunded: boolean;
}) {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language;
  return q.settlement === "paid" && q.paid_to ? (
    // Settled: whom the bonus went to, never a bonus still on offer.
    <span className="qi-bonus qi-bonus-paid" data-testid="question-bonus" data-settlement="paid" dir="auto">
      {t("item.paid_to", { amount: ltr(formatYuan(q.paid_to.amount, lang)), name: q.paid_to.username })}
    </span>
  ) : refunded ? (
    q.bonus_amount + q.paid_amount > 0 && (
      <span className="qi-bonus qi-bonus-closed" data-testid="question-bonus" data-settlement="refunded">
        {t("item.refunded", { amount: ltr(formatYuan(q.bonus_amount + q.paid_amount, lang)) })}
      </span>
    )
  ) : (
    q.bonus_amount > 0 && (
      <span className="qi-bonus" data-testid="question-bonus">
        {t("item.bonus", { amount: ltr(formatYuan(q.bonus_amount, lang)) })}
      </span>
    )
  );
}
