import type { QuestionDetail } from "@ask/contracts";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import { Box, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/ui/Fact";
import { formatDateTime, formatYuan } from "../../../lib/format";

/**
 * The payment info of spec 2 as the expert needs it: payee, amount in yuan, time and the paid
 * answer's id; or "not yet paid" with how the rule will pay. (The question page's PaymentInfo tells
 * the story for publishers and holds the appeal button; it leaves out the comment id and hides
 * itself when nothing is escrowed, so it does not fit here.)
 */
export function ExpertPaymentInfo({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("experts");
  const lang = i18n.language;
  const info = question.paid_info;
  const paid = question.is_paid;
  const escrowed = question.bonus_amount + question.paid_amount > 0;
  const tone = paid ? "success" : escrowed && question.settlement === "open" ? "warning" : "info";
  return (
    <Box
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        border: 1,
        borderColor: `${tone}.light`,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.06),
      }}
      data-testid="expert-payment-info"
      data-state={paid ? "paid" : "unpaid"}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: paid && !info ? 0 : paid ? 1.5 : 0.5 }}>
        <Box sx={{ color: `${tone}.main`, display: "flex" }} aria-hidden>
          {paid ? <CheckCircleIcon fontSize="small" /> : <HourglassEmptyIcon fontSize="small" />}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {paid ? t("qa.payment.paid") : t("qa.payment.not_paid")}
        </Typography>
      </Box>
      {paid ? (
        info && (
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" },
              gap: 1.5,
            }}
          >
            <Fact wrapLabel label={t("qa.payment.payee")} testId="payment-payee">
              <bdi>{info.username}</bdi>
            </Fact>
            <Fact wrapLabel label={t("qa.payment.amount")} testId="payment-amount">
              <bdi>{formatYuan(info.amount, lang)}</bdi>
            </Fact>
            <Fact wrapLabel label={t("qa.payment.time")} testId="payment-time">
              {formatDateTime(info.paid_at, lang)}
            </Fact>
            <Fact wrapLabel label={t("qa.payment.comment_id")} testId="payment-comment-id">
              #{info.comment_id}
            </Fact>
          </Box>
        )
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {question.settlement === "refunded"
            ? t("qa.payment.refunded")
            : escrowed
              ? t(`qa.payment.rule.${question.bonus_rule}`)
              : t("qa.payment.no_bonus")}
        </Typography>
      )}
    </Box>
  );
}
