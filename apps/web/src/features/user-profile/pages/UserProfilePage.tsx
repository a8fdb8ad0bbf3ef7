import { authorQuestionsRequest, pageNumber } from "@ask/contracts";
import PersonOffOutlined from "@mui/icons-material/PersonOffOutlined";
import { Alert, Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatTotal } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useLocale } from "../../../lib/use-locale";
import { ContactButton } from "../../conversations";
import { QuestionResults, useQuestionList } from "../../questions";
import { ReportButton } from "../../reports";
import { usePublicCard } from "../api/public-card";
import { PosterCard, PosterCardSkeleton } from "../components/PosterCard";

const MAX_ID = 2_147_483_647;

const parseId = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

function UserNotFound() {
  const { t } = useTranslation("questions");
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: "center", py: { xs: 6, md: 8 }, px: 3 }}
      data-testid="profile-not-found"
    >
      <PersonOffOutlined sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("profile.not_found.title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t("profile.not_found.body")}
      </Typography>
      <Button variant="contained" component={Link} to="/questions">
        {t("profile.not_found.browse")}
      </Button>
    </Paper>
  );
}

/**
 * /user?id=: a poster's profile (spec 2 route table; the screen itself is not shown, so it follows the
 * user centre header): their public card and their public questions, 10 per page, the /questions item.
 * Their own private questions appear too when a user looks at their own profile.
 */
export default function UserProfilePage() {
  const { t, i18n } = useTranslation("questions");
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get("id"));
  const page = pageNumber(params.get("page"));
  const { user } = useSession();
  const card = usePublicCard(id, useLocale());
  useDocumentTitle("user_profile", card.data?.username);
  const questions = useQuestionList(authorQuestionsRequest(id ?? 0, page).input.query, id !== null);

  const notFound =
    id === null || (card.isError && card.error instanceof ApiError && card.error.status === 404);
  const setPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set("page", String(next));
    else search.delete("page");
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      {notFound ? (
        <UserNotFound />
      ) : card.isError ? (
        <Alert severity="error" data-testid="profile-load-error">
          {t("profile.load_failed", { detail: errorMessage(card.error) })}
        </Alert>
      ) : card.isPending ? (
        <PosterCardSkeleton />
      ) : (
        <>
          <PosterCard card={card.data} />
          {id !== null && (
            <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 0.5 }}>
              <ContactButton peerId={id} subject={{ kind: "user", id }} />
              <ReportButton target={{ type: "user", id }} authorId={id} testId="report-user" />
            </Box>
          )}
          <Box component="section" aria-labelledby="profile-questions" sx={{ mt: 3 }}>
            <Box sx={{ display: "flex", alignItems: "baseline", gap: 1.5, mb: 1.5, flexWrap: "wrap" }}>
              <Typography
                id="profile-questions"
                variant="h6"
                component="h2"
                sx={{ fontWeight: 700 }}
                dir="auto"
              >
                {t("profile.questions_heading", { name: card.data.username })}
              </Typography>
              {questions.data && (
                <Typography variant="body2" color="textSecondary" data-testid="profile-question-total">
                  {t("profile.count", { n: formatTotal(questions.data, i18n.language) })}
                </Typography>
              )}
            </Box>
            {user?.id === id && (
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{ mb: 1.5 }}
                data-testid="profile-own-hint"
              >
                {t("profile.own_private_hint")}
              </Typography>
            )}
            <QuestionResults
              result={questions}
              page={page}
              onPageChange={setPage}
              emptyHint={t("profile.empty")}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
