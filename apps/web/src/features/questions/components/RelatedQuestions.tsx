import { Paper, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRelatedQuestions } from "../api/similar-questions";
import { SimilarQuestionList } from "./SimilarQuestionList";

/** "Related questions" under a question: similar public ones, its category's newest; hidden when none. */
export function RelatedQuestions({ questionId }: { questionId: number }) {
  const { t } = useTranslation("question");
  const headingId = useId();
  const related = useRelatedQuestions(questionId);
  if (!related.data?.items.length) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="related-questions"
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("similar.related_title")}
      </Typography>
      <SimilarQuestionList items={related.data.items} testId="related-question-list" />
    </Paper>
  );
}
