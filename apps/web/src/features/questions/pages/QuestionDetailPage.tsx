import { Alert, Box, Button, Container, Divider, Paper, Stack } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Deferred } from "../../../components/Deferred";
import { WhenIdle } from "../../../components/WhenIdle";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { ModerationBanner } from "../../reports";
import { useQuestionDetail } from "../api/question-detail";
import { AttachmentList } from "../components/AttachmentList";
import { CommentList } from "../components/CommentList";
import { QuestionOwnerBar } from "../components/OwnerControls";
import { PaymentInfo } from "../components/PaymentInfo";
import { QuestionActions } from "../components/QuestionActions";
import { QuestionContent } from "../components/QuestionContent";
import { QuestionDetailSkeleton } from "../components/QuestionDetailSkeleton";
import { QuestionHeader } from "../components/QuestionHeader";
import { QuestionUnavailable } from "../components/QuestionUnavailable";
import { RelatedQuestions } from "../components/RelatedQuestions";
import { useQuestionErrorMessage } from "../components/useQuestionErrorMessage";

// The answer form (text field, uploads) sits below the answers: its code loads once the question has
// shown and the browser is idle.
const CommentForm = lazy(() => import("../components/CommentForm").then((m) => ({ default: m.CommentForm })));

const parseId = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === "question_not_found");

/** /question?id=: a question with its content, files, reactions, rating and answers (spec 2). */
export default function QuestionDetailPage() {
  const { t } = useTranslation("question");
  const errorMessage = useQuestionErrorMessage();
  const [params] = useSearchParams();
  const id = parseId(params.get("id"));
  const detail = useQuestionDetail(id);

  useDocumentTitle("question", detail.data?.title);
  let body: React.ReactNode;
  if (id === null || (detail.isError && isNotFound(detail.error))) {
    body = <QuestionUnavailable />;
  } else if (detail.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            {t("retry")}
          </Button>
        }
        data-testid="question-load-error"
      >
        {t("load_post_failed", { detail: errorMessage(detail.error) })}
      </Alert>
    );
  } else if (detail.isPending) {
    body = <QuestionDetailSkeleton />;
  } else {
    const question = detail.data;
    body = (
      <Stack spacing={2}>
        <ModerationBanner item={question} flush />
        <Paper
          component="article"
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 } }}
          data-testid="question-detail"
        >
          <QuestionHeader question={question} />
          <QuestionOwnerBar question={question} />
          <Box sx={{ my: 3 }}>
            <QuestionContent html={question.content} />
          </Box>
          {question.files.length > 0 && (
            <Box sx={{ mb: 3 }}>
              <AttachmentList files={question.files} title />
            </Box>
          )}
          {/* Below the question's text: rendered in the background, after the text has shown. */}
          <Deferred>
            <PaymentInfo question={question} />
            <Divider sx={{ mb: 2 }} />
            <QuestionActions question={question} />
          </Deferred>
        </Paper>
        <Deferred>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <CommentList questionId={question.id} fallbackCount={question.comments} question={question} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <WhenIdle>
              <Suspense fallback={null}>
                <CommentForm questionId={question.id} />
              </Suspense>
            </WhenIdle>
          </Paper>
        </Deferred>
        <WhenIdle>
          <RelatedQuestions questionId={question.id} />
        </WhenIdle>
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      {body}
    </Container>
  );
}
