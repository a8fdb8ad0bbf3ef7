import { APPEAL_WINDOW_DAYS, type QuestionDetail } from "@ask/contracts";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { Box, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatYuan } from "../../../lib/format";
import { AppealButton } from "./AppealButton";

type Tone = "success" | "warning" | "info";

const toFen = (yuan: number) => Math.round(yuan * 100);

/**
 * Who got the bonus, or why nobody has yet (spec 2 "payment info"): paid → payee, amount and time;
 * unpaid and open → how the rule will pay it; deadline passed → awaiting settlement. Holds the
 * appeal button, which is about the same money.
 */
export function PaymentInfo({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("question");
  const lang = i18n.language;
  const escrowed = question.bonus_amount + question.paid_amount > 0;
  const info = question.paid_info;

  let tone: Tone;
  let icon: ReactNode;
  let headline: string;
  let detail: string | null = null;
  // When answerers may appeal (issue 15): the window, or the rule, while the escrow is still held.
  let appealNote: string | null = null;
  if (question.is_paid && info) {
    tone = "success";
    icon = <CheckCircleIcon />;
    headline = t("payment.paid", {
      amount: formatYuan(info.amount, lang),
      name: info.username,
      date: formatDateTime(info.paid_at, lang),
    });
    if (question.paid_amount > 0) {
      // The payee got the fee too only if they are an expert; the paid amount tells which happened.
      const feePaid = toFen(info.amount) >= toFen(question.bonus_amount + question.paid_amount);
      const fee = formatYuan(question.paid_amount, lang);
      detail = feePaid ? t("payment.fee_paid", { fee }) : t("payment.fee_refunded", { fee });
    }
  } else if (question.is_paid) {
    tone = "success";
    icon = <CheckCircleIcon />;
    headline = t("payment.paid_unknown");
  } else if (question.settlement === "refunded") {
    if (!escrowed) return null;
    tone = "info";
    icon = <ScheduleIcon />;
    headline = t("payment.refunded");
  } else if (!escrowed) {
    // Nothing to pay or to appeal for: the panel would only repeat "¥0.00".
    return null;
  } else if (question.appeal_status === "open") {
    tone = "warning";
    icon = <HourglassEmptyIcon />;
    headline = t("payment.not_paid");
    detail = t("payment.appealed");
  } else if (question.status === "todo" || new Date(question.deadline).getTime() <= Date.now()) {
    tone = "warning";
    icon = <HourglassEmptyIcon />;
    headline = t("payment.not_paid");
    detail = t("payment.awaiting_settlement");
    if (question.appeal_ends_at)
      appealNote = t("payment.appeal_until", { date: formatDateTime(question.appeal_ends_at, lang) });
  } else {
    tone = "info";
    icon = <ScheduleIcon />;
    headline = t("payment.not_paid");
    detail = t(`payment.rule.${question.bonus_rule}`);
    appealNote = t("payment.appeal_rule", { days: APPEAL_WINDOW_DAYS });
  }

  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { xs: "stretch", sm: "center" },
        gap: 1.5,
        mb: 3,
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        border: 1,
        borderColor: `${tone}.light`,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.07),
      }}
      data-testid="payment-info"
      data-state={question.is_paid ? "paid" : "unpaid"}
    >
      <Box sx={{ display: "flex", gap: 1.25, flex: 1, minWidth: 0 }}>
        <Box sx={{ color: `${tone}.main`, display: "flex", pt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
            data-testid="payment-info-headline"
          >
            {headline}
          </Typography>
          {detail && (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ mt: 0.25 }}
              data-testid="payment-rule-help"
            >
              {detail}
            </Typography>
          )}
          {appealNote && (
            <Typography
              variant="caption"
              color="textSecondary"
              component="p"
              sx={{ mt: 0.5 }}
              data-testid="payment-appeal-help"
            >
              {appealNote}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: "flex",
          justifyContent: { xs: "flex-start", sm: "flex-end" },
          // On a narrow screen the button sits under the text, aligned with it rather than the icon.
          pl: { xs: 4.25, sm: 0 },
          "&:empty": { display: "none" },
        }}
      >
        <AppealButton question={question} />
      </Box>
    </Box>
  );
}
