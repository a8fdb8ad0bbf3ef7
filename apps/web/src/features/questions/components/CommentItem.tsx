import { type Comment, DEFAULT_LEVEL_LABEL } from "@ask/contracts";
import PaidIcon from "@mui/icons-material/Paid";
import { Box, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { ReportButton } from "../../reports";
import { type CommentReactionAction, useCommentReaction } from "../api/comment-reactions";
import { useRateComment } from "../api/rate-comment";
import { AttachmentList } from "./AttachmentList";
import { BonusStandingChips, RuleScore } from "./BonusStanding";
import { loginReasonOf } from "./login-prompt";
import { AnswerOwnerBar } from "./OwnerControls";
import { type PayableQuestion, PayBonusButton, showsPayButton } from "./PayBonusButton";
import { QuestionContent } from "./QuestionContent";
import { LikeDislikeButtons } from "./ReactionButton";
import { StarRating } from "./StarRating";
import { UserAvatar } from "./UserAvatar";
import { useAnchorScroll } from "./use-anchor-scroll";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";
import { useRequireLogin } from "./useRequireLogin";

/**
 * One answer: author, date, plain text (never HTML), files, like/dislike and stars; for the
 * question's publisher, the pay-bonus button.
 */
export function CommentItem({ comment, question }: { comment: Comment; question?: PayableQuestion }) {
  const { t, i18n } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const requireLogin = useRequireLogin();
  const { user } = useSession();
  const reaction = useCommentReaction(comment.question_id, comment.id);
  const rate = useRateComment(comment.question_id, comment.id);
  const isOwn = user?.id === comment.user_id;
  // A message's link (`/question?id=…#comment-…`) lands on this answer.
  const anchorRef = useAnchorScroll<HTMLLIElement>(`comment-${comment.id}`);
  const name = comment.username || t("anonymous");

  const liked = comment.my_reaction === "like";
  const disliked = comment.my_reaction === "dislike";
  const react = (action: CommentReactionAction) => {
    if (!requireLogin(loginReasonOf(action))) return;
    reaction.mutate(action, { onError: (error) => toast(errorMessage(error), "error") });
  };
  const onRate = (score: number) => {
    if (!requireLogin("rate")) return;
    rate.mutate(score, {
      onSuccess: (rating) => toast(t("rating_success", { n: rating.my_rating }), "success"),
      onError: (error) => toast(errorMessage(error), "error"),
    });
  };

  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        gap: { xs: 1.25, sm: 2 },
        py: 2,
        // The paid answer is listed first (server order) and stands out.
        ...(comment.is_paid && {
          px: { xs: 1, sm: 1.5 },
          mx: { xs: -1, sm: -1.5 },
          borderRadius: 1,
          bgcolor: "rgba(46, 125, 50, 0.06)",
          borderInlineStart: 3,
          borderColor: "success.main",
        }),
      }}
      data-testid="comment-item"
      data-comment-id={comment.id}
      id={`comment-${comment.id}`}
      ref={anchorRef}
    >
      <UserAvatar name={name} src={comment.avatar} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: "anywhere" }}>
            {name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            label={comment.level || DEFAULT_LEVEL_LABEL}
            sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
          />
          {comment.is_paid && (
            <Chip
              size="small"
              color="success"
              icon={<PaidIcon />}
              label={t("comments.paid")}
              sx={{ height: 22, fontWeight: 700 }}
              data-testid="comment-paid"
            />
          )}
          <BonusStandingChips comment={comment} />
          <Typography variant="caption" color="textSecondary" sx={{ ml: "auto", whiteSpace: "nowrap" }}>
            {formatDateTime(comment.created_at, i18n.language)}
          </Typography>
        </Box>
        {comment.format === "html" ? (
          // Rich text, sanitized by the server like a question's content.
          <Box sx={{ mt: 0.75 }}>
            <QuestionContent html={comment.content} testId="comment-content" dense />
          </Box>
        ) : (
          // Plain text (older answers, API clients): shown as text, never as markup.
          <Typography
            variant="body2"
            component="div"
            sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", mt: 0.75, lineHeight: 1.7 }}
            data-testid="comment-content"
            dir="auto"
          >
            {comment.content}
          </Typography>
        )}
        <AnswerOwnerBar comment={comment} question={question} />
        {comment.files.length > 0 && (
          <Box sx={{ mt: 1.25 }}>
            <AttachmentList files={comment.files} />
          </Box>
        )}
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexWrap: "wrap",
            gap: 0.5,
            columnGap: 1.5,
            mt: 1,
            ml: -1,
          }}
        >
          <Box sx={{ display: "flex", gap: 0.5 }}>
            <LikeDislikeButtons
              compact
              labels={{ like: t("actions.like"), dislike: t("actions.dislike") }}
              pressed={{ like: liked, dislike: disliked }}
              counts={{ like: comment.likes_count, dislike: comment.dislikes_count }}
              onReact={react}
              disabled={isOwn}
              disabledReason={t("own.comment_reaction")}
              busy={reaction.isPending}
              testIdPrefix="comment"
            />
          </Box>
          <Box sx={{ pl: 1 }}>
            <StarRating
              size="small"
              value={comment.user_rating}
              average={comment.rating_avg}
              count={comment.rating_count}
              onRate={onRate}
              readOnly={isOwn}
              readOnlyReason={t("own.comment_rating")}
              busy={rate.isPending}
              testId={`comment-rating-${comment.id}`}
            />
          </Box>
          <RuleScore comment={comment} />
          <ReportButton
            variant="icon"
            target={{ type: "comment", id: comment.id }}
            authorId={comment.user_id}
            testId="report-comment"
          />
          {question && showsPayButton(question, comment, user?.id) && (
            <Box sx={{ ml: "auto", pl: 1 }}>
              <PayBonusButton question={question} comment={comment} />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
