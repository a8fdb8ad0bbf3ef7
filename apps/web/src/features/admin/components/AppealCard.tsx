import type { AppealSummary } from "@ask/contracts";
import { Box, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { AnswerQuote } from "../../../components/ui/AnswerQuote";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDateTime, formatYuan } from "../../../lib/format";
import type { AppealDecision } from "../api/decide-appeal";
import { AdminCard, type DecidingProps, DecisionButtons } from "./AdminCard";

type Props = DecidingProps<AppealDecision> & { appeal: AppealSummary };

/** One open appeal: the question, the bonus, who appealed, their answer (plain text), and the decision. */
export function AppealCard({ appeal, busy, onDecide }: Props) {
  const { t, i18n } = useTranslation("admin");
  const lang = i18n.language;
  return (
    <AdminCard testId="appeal-item" data={{ "data-appeal-id": appeal.id }}>
      <Link
        component={RouterLink}
        to={`/question?id=${appeal.question_id}`}
        underline="hover"
        sx={{ fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere", display: "block" }}
        dir="auto"
        data-testid="appeal-question"
      >
        {appeal.question_title}
      </Link>
      <FactGrid columns={{ xs: 2, sm: 3 }} sx={{ my: 1.5 }}>
        <Fact label={t("fields.bonus")}>
          <Box component="span" sx={{ color: "secondary.main" }} data-testid="appeal-bonus">
            {formatYuan(appeal.bonus_amount, lang)}
          </Box>
        </Fact>
        <Fact label={t("fields.appellant")}>
          <span data-testid="appeal-appellant">{appeal.appellant}</span>
        </Fact>
        <Fact label={t("fields.date")}>{formatDateTime(appeal.created_at, lang)}</Fact>
      </FactGrid>
      <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }}>
        {t("fields.answer")}
      </Typography>
      <AnswerQuote text={appeal.comment_content} maxHeight={200} relaxed testId="appeal-answer" />
      {/* Where an award would pay from: the escrow, the publisher's payment to another answer, or nothing. */}
      <Typography
        variant="body2"
        color={appeal.award ? "textSecondary" : "warning.dark"}
        sx={{ mt: 1.5 }}
        data-testid="appeal-award-source"
        data-award={appeal.award ?? "none"}
      >
        {appeal.award === "escrow"
          ? t("award_source.escrow")
          : appeal.award === "transfer" && appeal.paid_to
            ? t("award_source.transfer", {
                name: appeal.paid_to.username,
                amount: formatYuan(appeal.paid_to.amount, lang),
              })
            : t("award_source.none")}
      </Typography>
      <DecisionButtons
        rejectLabel={t("actions.reject")}
        approveLabel={t("actions.award_amount", { amount: formatYuan(appeal.bonus_amount, lang) })}
        onReject={() => onDecide("reject")}
        onApprove={() => onDecide("award")}
        busy={busy}
        cannotApprove={!appeal.award}
        testIds={{ reject: "appeal-reject", approve: "appeal-award" }}
      />
    </AdminCard>
  );
}
