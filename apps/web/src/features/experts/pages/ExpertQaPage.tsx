import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import TouchAppOutlinedIcon from "@mui/icons-material/TouchAppOutlined";
import { Box, Button, Container, Paper, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { useExpertQuestions } from "../api/expert-questions";
import { ExpertQuestionDetail } from "../components/ExpertQuestionDetail";
import { ExpertQuestionList } from "../components/ExpertQuestionList";
import { ExpertScope } from "../components/ExpertScope";
import { NotExpertNotice } from "../components/NotExpertNotice";
import { useExpertId } from "../components/use-expert-id";

const positiveInt = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * /expert-qa (spec 2): the expert's questions on the left, the selected one on the right. The page
 * and the selection live in the URL (?page=&id=), so a reload or the back button keeps them. On a
 * phone the list and the question are two views: choosing a question opens it, "back" returns.
 */
export default function ExpertQaPage() {
  useDocumentTitle("expert_qa");
  const { t } = useTranslation("experts");
  const expertId = useExpertId();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t("qa.title")}
      </Typography>
      {expertId === null ? <NotExpertNotice /> : <ExpertWorkspace expertId={expertId} />}
    </Container>
  );
}

function ExpertWorkspace({ expertId }: { expertId: number }) {
  const { t } = useTranslation("experts");
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get("page")) ?? 1;
  const selectedId = positiveInt(params.get("id"));
  const questions = useExpertQuestions(page);

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Side by side, an empty right half helps nobody: the first question is shown until one is chosen.
  const first = questions.data?.items[0]?.id;
  useEffect(() => {
    if (wide && selectedId === null && first !== undefined) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set("id", String(first));
          return next;
        },
        { replace: true },
      );
    }
  }, [wide, selectedId, first, setParams]);

  if (questions.error instanceof ApiError && questions.error.status === 403) return <NotExpertNotice />;

  const list = (
    <ExpertQuestionList
      result={questions}
      page={page}
      onPageChange={(next) => update({ page: next === 1 ? null : String(next), id: null })}
      selectedId={selectedId}
      onSelect={(id) => update({ id: String(id) })}
    />
  );

  if (!wide) {
    if (selectedId === null) {
      return (
        <>
          <ExpertScope expertId={expertId} />
          {list}
        </>
      );
    }
    return (
      <Box>
        <Button
          startIcon={
            <ArrowBackIcon sx={{ transform: (th) => (th.direction === "rtl" ? "scaleX(-1)" : "none") }} />
          }
          onClick={() => update({ id: null })}
          sx={{ mb: 1.5 }}
          data-testid="expert-qa-back"
        >
          {t("qa.back_to_list")}
        </Button>
        <ExpertQuestionDetail id={selectedId} />
      </Box>
    );
  }

  return (
    <>
      <ExpertScope expertId={expertId} />
      <Box sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
        <Box
          component="section"
          aria-label={t("qa.list_label")}
          sx={{ width: { md: 340, lg: 400 }, flexShrink: 0 }}
        >
          {list}
        </Box>
        <Box component="section" aria-label={t("qa.detail_label")} sx={{ flex: 1, minWidth: 0 }}>
          {selectedId !== null ? (
            <ExpertQuestionDetail id={selectedId} />
          ) : (
            questions.isSuccess && (
              <Paper
                variant="outlined"
                sx={{ py: 8, px: 3, textAlign: "center", color: "text.secondary", borderStyle: "dashed" }}
              >
                <TouchAppOutlinedIcon sx={{ fontSize: 44, opacity: 0.6 }} aria-hidden />
                <Typography sx={{ mt: 1 }}>{t("qa.select_hint")}</Typography>
              </Paper>
            )
          )}
        </Box>
      </Box>
    </>
  );
}
