import { DEFAULT_LEVEL_LABEL, type QuestionDetail } from "@ask/contracts";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PublicIcon from "@mui/icons-material/Public";
import { Alert, Box, Button, Chip, Divider, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime, formatYuan } from "../../../lib/format";
import {
  AttachmentList,
  CommentList,
  QuestionContent,
  QuestionStatusChip,
  QuestionUnavailable,
  useQuestionDetail,
  useQuestionErrorMessage,
} from "../../questions";
import { ExpertAnswerForm } from "./ExpertAnswerForm";
import { ExpertPaymentInfo } from "./ExpertPaymentInfo";

function DetailSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-busy="true">
      <Skeleton width={120} />
      <Skeleton sx={{ fontSize: "1.5rem" }} width="70%" />
      <Skeleton variant="rounded" height={64} sx={{ my: 2 }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Paper>
  );
}

function Body({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("experts");
  const tq = useTranslation("question").t;
  const lang = i18n.language;
  const name = question.username || tq("anonymous");
  return (
    <Stack spacing={2} data-testid="expert-question-detail" data-question-id={question.id}>
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1.5 }}>
          <Chip
            size="small"
            label={t("qa.question_id", { id: question.id })}
            sx={{ fontWeight: 700 }}
            data-testid="expert-detail-id"
          />
          <QuestionStatusChip status={question.status} />
          <Chip
            size="small"
            variant="outlined"
            icon={question.is_public ? <PublicIcon /> : <LockOutlinedIcon />}
            label={question.is_public ? tq("public") : tq("private")}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            component={Link}
            to={`/question?id=${question.id}`}
            size="small"
            endIcon={<OpenInNewIcon />}
            data-testid="expert-detail-open"
          >
            {t("qa.open_question")}
          </Button>
        </Box>
        <Typography
          variant="h6"
          component="h2"
          dir="auto"
          sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: "anywhere", mb: 2, textAlign: "left" }}
          data-testid="expert-detail-title"
        >
          {question.title}
        </Typography>

        <FactGrid
          columns={{ xs: 2, sm: 4 }}
          gap={{ xs: 1.5, sm: 2 }}
          sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: "action.hover", mb: 2.5 }}
        >
          <Fact label={t("qa.publisher")}>
            <bdi>{name}</bdi>{" "}
            <Typography component="span" variant="caption" sx={{ color: "secondary.main", fontWeight: 700 }}>
              {question.level || DEFAULT_LEVEL_LABEL}
            </Typography>
          </Fact>
          <Fact label={tq("bonus")}>
            <bdi>{formatYuan(question.bonus_amount, lang)}</bdi>
            {question.paid_amount > 0 && (
              <Typography component="div" variant="caption" sx={{ color: "text.secondary" }}>
                {tq("expert_fee")} <bdi>{formatYuan(question.paid_amount, lang)}</bdi>
              </Typography>
            )}
          </Fact>
          <Fact label={tq("bonus_rule")} factTestId="expert-detail-rule">
            {tq(`rules.${question.bonus_rule}`)}
          </Fact>
          <Fact label={tq("deadline")}>{formatDateTime(question.deadline, lang)}</Fact>
        </FactGrid>

        <QuestionContent html={question.content} />
        {question.files.length > 0 && (
          <Box sx={{ mt: 2.5 }}>
            <AttachmentList files={question.files} title />
          </Box>
        )}
        <Box sx={{ mt: 2.5 }}>
          <ExpertPaymentInfo question={question} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <CommentList questionId={question.id} fallbackCount={question.comments} question={question} />
        <Divider sx={{ my: 2 }} />
        <ExpertAnswerForm key={question.id} questionId={question.id} />
      </Paper>
    </Stack>
  );
}

/** The right side of /expert-qa: the selected question in full, its answers and the answer editor. */
export function ExpertQuestionDetail({ id }: { id: number }) {
  const { t } = useTranslation("experts");
  const errorMessage = useQuestionErrorMessage();
  const detail = useQuestionDetail(id);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <QuestionUnavailable />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            {t("qa.retry")}
          </Button>
        }
      >
        {t("qa.load_failed", { detail: errorMessage(detail.error) })}
      </Alert>
    );
  }
  return <Body question={detail.data} />;
}
