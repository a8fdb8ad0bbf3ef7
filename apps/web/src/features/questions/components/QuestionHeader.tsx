import { DEFAULT_LEVEL_LABEL, type QuestionDetail } from "@ask/contracts";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import PublicIcon from "@mui/icons-material/Public";
import { Box, Chip, Link as MuiLink, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDate, formatDateTime, formatYuan } from "../../../lib/format";
import { QuestionStatusChip } from "./QuestionStatusChip";
import { UserAvatar } from "./UserAvatar";

/** Under the bonus once it is settled: whom it was paid to, or that it went back (issue 15 item 5). */
function SettledNote({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language;
  if (question.settlement === "paid" && question.paid_to) {
    return (
      <Typography
        variant="caption"
        component="div"
        color="success.main"
        data-testid="question-settled"
        dir="auto"
      >
        {t("item.paid_to", {
          amount: formatYuan(question.paid_to.amount, lang),
          name: question.paid_to.username,
        })}
      </Typography>
    );
  }
  if (question.settlement === "refunded" && question.bonus_amount + question.paid_amount > 0) {
    return (
      <Typography variant="caption" component="div" color="textSecondary" data-testid="question-settled">
        {t("item.refunded", { amount: formatYuan(question.bonus_amount + question.paid_amount, lang) })}
      </Typography>
    );
  }
  return null;
}

/** Title, author, dates, money and status of a question. */
export function QuestionHeader({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("question");
  const lang = i18n.language;
  const name = question.username || t("anonymous");
  return (
    <Box component="header">
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: "wrap", rowGap: 1 }}>
        <QuestionStatusChip status={question.status} settlement={question.settlement} />
        <Chip
          size="small"
          variant="outlined"
          icon={question.is_public ? <PublicIcon /> : <LockOutlinedIcon />}
          label={question.is_public ? t("public") : t("private")}
          data-testid="question-visibility"
        />
      </Stack>
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: "anywhere", mb: 2 }}
        data-testid="question-title"
        dir="auto"
      >
        {question.title}
      </Typography>

      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2.5 }}>
        <Box
          component={Link}
          to={`/user?id=${question.user_id}`}
          aria-hidden
          tabIndex={-1}
          sx={{ display: "flex", borderRadius: "50%" }}
          data-testid="question-author-avatar"
        >
          <UserAvatar name={name} src={question.avatar} size={44} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
            <MuiLink
              component={Link}
              to={`/user?id=${question.user_id}`}
              color="inherit"
              underline="hover"
              noWrap
              dir="auto"
              sx={{ fontWeight: 700, minWidth: 0 }}
              data-testid="question-author"
            >
              {name}
            </MuiLink>
            <Chip
              size="small"
              color="secondary"
              variant="outlined"
              label={question.level || DEFAULT_LEVEL_LABEL}
              sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
            />
          </Box>
          <Typography variant="body2" color="textSecondary">
            {t("posted_on", { date: formatDate(question.created_at, lang) })}
          </Typography>
        </Box>
      </Box>

      <FactGrid
        columns={{ xs: 2, sm: 3 }}
        gap={{ xs: 1.5, sm: 2 }}
        sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: "action.hover" }}
      >
        <Fact label={t("bonus")} factTestId="question-bonus">
          <Box component="span" sx={{ color: "secondary.main", fontSize: "1.05rem" }}>
            {formatYuan(question.bonus_amount, lang)}
          </Box>
          <SettledNote question={question} />
        </Fact>
        {question.paid_amount > 0 && (
          <Fact label={t("expert_fee")} factTestId="question-expert-fee">
            {formatYuan(question.paid_amount, lang)}
          </Fact>
        )}
        <Fact label={t("bonus_rule")}>{t(`rules.${question.bonus_rule}`)}</Fact>
        <Fact label={t("deadline")} factTestId="question-deadline">
          {formatDateTime(question.deadline, lang)}
        </Fact>
        <Fact label={t("views")} factTestId="question-views">
          {question.views}
        </Fact>
        <Fact label={t("answers")} factTestId="question-comments-count">
          {question.comments}
        </Fact>
      </FactGrid>
      {question.paid_amount > 0 && (
        <Box
          sx={{ display: "flex", gap: 0.75, alignItems: "flex-start", mt: 1, color: "text.secondary" }}
          data-testid="expert-fee-help"
        >
          <InfoOutlinedIcon sx={{ fontSize: 16, mt: "2px" }} aria-hidden />
          <Typography variant="caption" component="p">
            {t("expert_fee_help", { fee: formatYuan(question.paid_amount, lang) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
