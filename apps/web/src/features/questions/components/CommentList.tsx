import type { Comment, CommentSort } from "@ask/contracts";
import ForumOutlinedIcon from "@mui/icons-material/ForumOutlined";
import { Alert, Box, Divider, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadMoreButton } from "../../../components/ui/LoadMoreButton";
import { useProgressive } from "../../../lib/use-progressive";
import { DEFAULT_COMMENT_SORT, useComments } from "../api/comments";
import { CommentItem } from "./CommentItem";
import type { PayableQuestion } from "./PayBonusButton";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

function CommentSkeleton() {
  return (
    <Box sx={{ display: "flex", gap: 2, py: 2 }}>
      <Skeleton variant="circular" width={36} height={36} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="35%" />
        <Skeleton />
        <Skeleton width="80%" />
      </Box>
    </Box>
  );
}

/** The answers: the first three at once, the rest in a background render (useProgressive). */
function CommentItems({ items, question }: { items: Comment[]; question: PayableQuestion | undefined }) {
  return useProgressive(items, 3).map((comment, index) => (
    <Fragment key={comment.id}>
      {index > 0 && <Divider component="li" aria-hidden />}
      <CommentItem comment={comment} question={question} />
    </Fragment>
  ));
}

/**
 * The answers of a question, 20 per call, with "load more" while some remain. With `question`, its
 * publisher gets a pay button on each answer.
 */
export function CommentList({
  questionId,
  fallbackCount,
  question,
}: {
  questionId: number;
  fallbackCount: number;
  question?: PayableQuestion;
}) {
  const { t } = useTranslation("question");
  const errorMessage = useQuestionErrorMessage();
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const comments = useComments(questionId, true, sort);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages.at(-1)?.total ?? fallbackCount;

  return (
    <Box component="section" aria-labelledby="answers-heading">
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          flexWrap: "wrap",
          gap: 1,
          mb: 0.5,
        }}
      >
        <Typography
          id="answers-heading"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700 }}
          data-testid="comments-heading"
        >
          {t("comments.title", { n: total })}
        </Typography>
        {total > 1 && (
          // The paid answer stays first in either order.
          <ToggleButtonGroup
            size="small"
            exclusive
            value={sort}
            onChange={(_, value: CommentSort | null) => value && setSort(value)}
            aria-label={t("sort.label")}
            data-testid="comments-sort"
          >
            <ToggleButton value="score" sx={{ px: 1.5, py: 0.25 }} data-testid="comments-sort-score">
              {t("sort.score")}
            </ToggleButton>
            <ToggleButton value="newest" sx={{ px: 1.5, py: 0.25 }} data-testid="comments-sort-newest">
              {t("sort.newest")}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>

      {comments.isPending && (
        <Box>
          {Array.from({ length: 3 }, (_, i) => (
            <CommentSkeleton key={i} />
          ))}
        </Box>
      )}
      {comments.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {t("comments.load_failed", { detail: errorMessage(comments.error) })}
        </Alert>
      )}
      {comments.isSuccess && items.length === 0 && (
        <Box sx={{ textAlign: "center", py: 4, color: "text.secondary" }} data-testid="comments-empty">
          <ForumOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
          <Typography variant="body2">{t("comments.empty")}</Typography>
        </Box>
      )}

      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="comment-list">
        {items.length > 0 && <CommentItems items={items} question={question} />}
      </Box>

      <LoadMoreButton
        query={comments}
        label={
          comments.isFetchingNextPage
            ? t("comments.loading_more")
            : t("comments.load_more", { shown: items.length, total })
        }
        testId="comments-load-more"
        sx={{ pt: 1 }}
      />
    </Box>
  );
}
