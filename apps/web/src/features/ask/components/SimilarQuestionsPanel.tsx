import { SIMILAR_LIMITS } from "@ask/contracts";
import { Box, Typography } from "@mui/material";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SimilarQuestionList, useSimilarQuestions } from "../../questions";
import { type PublishFormInput, plainText } from "../publish-form";

/** How long typing must pause before the text is compared (ms). */
const DEBOUNCE_MS = 400;

/** The text's value once it stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Under the question's text while its title or text is typed: up to five existing public questions
 * like it, each a link (same tab; the draft is kept). Shown only when there are some; announced politely.
 */
export function SimilarQuestionsPanel({ control }: { control: Control<PublishFormInput> }) {
  const { t } = useTranslation("question");
  const headingId = useId();
  const [title, content] = useWatch({ control, name: ["title", "content"] });
  const typed = useDeferredValue(`${title ?? ""} ${plainText(content ?? "")}`);
  const text = useDebounced(typed, DEBOUNCE_MS);
  const similar = useSimilarQuestions(text);
  const items = [...text.trim()].length >= SIMILAR_LIMITS.queryMin ? (similar.data?.items ?? []) : [];
  return (
    <Box aria-live="polite" data-testid="similar-questions">
      {items.length > 0 && (
        <Box
          component="section"
          aria-labelledby={headingId}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, px: 2, py: 1.5, bgcolor: "action.hover" }}
        >
          <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {t("similar.typing_title")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("similar.typing_hint")}
          </Typography>
          <SimilarQuestionList items={items} testId="similar-question-list" />
        </Box>
      )}
    </Box>
  );
}
