import { PAGE_SIZES, pageCount, type QuestionList } from "@ask/contracts";
import { Box, Stack } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListLoadError } from "../../../components/ui/ListLoadError";
import { ListPagination } from "../../../components/ui/ListPagination";
import { useProgressive } from "../../../lib/use-progressive";
import { QuestionListEmpty } from "./QuestionListEmpty";
import { QuestionListItem } from "./QuestionListItem";
import { QuestionListSkeleton } from "./QuestionListSkeleton";

interface Props {
  result: UseQueryResult<QuestionList>;
  page: number;
  onPageChange(page: number): void;
  /** Show the skeleton even though data is there (a refresh the user asked for). */
  loading?: boolean;
  emptyHint?: string;
}

/** The rows of a page: the first three at once, the rest in a background render (useProgressive). */
function QuestionItems({ items }: { items: QuestionList["items"] }) {
  return useProgressive(items, 3).map((question) => (
    <QuestionListItem key={question.id} question={question} />
  ));
}

/** A page of questions with its loading, empty and error states and the pagination (10 per page). */
export function QuestionResults({ result, page, onPageChange, loading, emptyHint }: Props) {
  const { t } = useTranslation("questions");
  if (result.isPending || loading) return <QuestionListSkeleton />;
  if (result.isError) return <ListLoadError query={result} testId="question-list-error" />;
  const { items } = result.data;
  const pages = pageCount(result.data, PAGE_SIZES.questionList);
  return (
    <Box>
      {items.length === 0 ? (
        <QuestionListEmpty hint={emptyHint} />
      ) : (
        <Stack
          spacing={1.5}
          data-testid="question-list"
          sx={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
          aria-busy={result.isPlaceholderData}
        >
          <QuestionItems items={items} />
        </Stack>
      )}
      <ListPagination count={pages} page={page} onChange={onPageChange} t={t} testId="question-pagination" />
    </Box>
  );
}
