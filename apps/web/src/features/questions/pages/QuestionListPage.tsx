import {
  parseQuestionListParams,
  type QuestionListParams,
  questionListSearch,
  toListQuery,
} from "@ask/contracts";
import { Paper, Typography } from "@mui/material";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatTotal } from "../../../lib/format";
import { useQuestionList } from "../api/list-questions";
import { QuestionFilters } from "../components/QuestionFilters";
import { QuestionResults } from "../components/QuestionResults";

/** /questions: search, channel and category filters, status chips, 10 per page; all state in the URL. */
export default function QuestionListPage() {
  useDocumentTitle("questions");
  const { t, i18n } = useTranslation("questions");
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // Stable while the URL is: the memoized filters do not render again when a page of results arrives.
  const params = useMemo(() => parseQuestionListParams(new URLSearchParams(search)), [search]);
  const result = useQuestionList(toListQuery(params));

  const update = useCallback(
    (next: QuestionListParams) => setSearchParams(questionListSearch(next)),
    [setSearchParams],
  );
  const onFilterChange = useCallback(
    (change: Partial<QuestionListParams>) => update({ ...params, ...change, page: 1 }),
    [update, params],
  );

  const filtered = Boolean(
    params.search || params.status || params.channel || params.categoryTop || params.category,
  );

  return (
    <Page maxWidth={960}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t("list.title")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <QuestionFilters params={params} onChange={onFilterChange} />
      </Paper>
      {result.data && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mb: 1, px: 0.5 }}
          data-testid="question-total"
          aria-live="polite"
        >
          {t("list.total", { n: formatTotal(result.data, i18n.language) })}
        </Typography>
      )}
      <QuestionResults
        result={result}
        page={params.page}
        onPageChange={(page) => {
          update({ ...params, page });
          window.scrollTo({ top: 0 });
        }}
        emptyHint={filtered ? t("list.empty_filtered") : undefined}
      />
    </Page>
  );
}
