import type { QuestionDetail } from "@ask/contracts";
import BookmarkIcon from "@mui/icons-material/Bookmark";
import BookmarkBorderIcon from "@mui/icons-material/BookmarkBorder";
import ShareOutlinedIcon from "@mui/icons-material/ShareOutlined";
import { Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { ReportButton } from "../../reports";
import { type QuestionReactionAction, useQuestionReaction } from "../api/question-reactions";
import { useRateQuestion } from "../api/rate-question";
import { questionUrl, useShareQuestion } from "../api/share-question";
import { LoginPromptHost } from "./LoginPromptHost";
import { loginReasonOf } from "./login-prompt";
import { LikeDislikeButtons, ReactionButton } from "./ReactionButton";
import { ShareDialog } from "./ShareDialog";
import { StarRating } from "./StarRating";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";
import { useRequireLogin } from "./useRequireLogin";

/** Like, dislike, favorite, share and the star rating (spec 4). The author cannot like or rate their own. */
export function QuestionActions({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const requireLogin = useRequireLogin();
  const { user, isLoggedIn } = useSession();
  const reaction = useQuestionReaction(question.id);
  const rate = useRateQuestion(question.id);
  const share = useShareQuestion(question.id);
  const [manualShareUrl, setManualShareUrl] = useState<string | null>(null);
  const isOwn = user?.id === question.user_id;

  const react = (action: QuestionReactionAction) => {
    if (!requireLogin(loginReasonOf(action))) return;
    reaction.mutate(action, {
      onSuccess: () => toast(t(`toast.${action}`), "success"),
      onError: (error) => toast(errorMessage(error), "error"),
    });
  };

  const onRate = (score: number) => {
    if (!requireLogin("rate")) return;
    rate.mutate(score, {
      onSuccess: (rating) => toast(t("rating_success", { n: rating.my_rating }), "success"),
      onError: (error) => toast(errorMessage(error), "error"),
    });
  };

  // A visitor may copy the link too; only a logged-in share is recorded (it feeds "shared questions").
  const onShare = async () => {
    const url = questionUrl(question.id);
    if (isLoggedIn) share.mutate();
    try {
      await navigator.clipboard.writeText(url);
      toast(t("share.copied"), "success");
    } catch {
      setManualShareUrl(url);
    }
  };

  const liked = question.my_reaction === "like";
  const disliked = question.my_reaction === "dislike";
  const ownReason = t("own.reaction");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }} data-testid="question-actions">
      {/* The detail page's one login prompt: also opened by the answers' like, dislike and stars. */}
      <LoginPromptHost />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: { xs: 0.75, sm: 1 } }}>
        <LikeDislikeButtons
          labels={{ like: t("actions.like"), dislike: t("actions.dislike") }}
          pressed={{ like: liked, dislike: disliked }}
          counts={{ like: question.likes_count, dislike: question.dislikes_count }}
          onReact={react}
          disabled={isOwn}
          disabledReason={ownReason}
          busy={reaction.isPending}
          testIdPrefix="question"
        />
        <ReactionButton
          label={question.my_favorite ? t("actions.favorited") : t("actions.favorite")}
          icon={<BookmarkBorderIcon />}
          pressedIcon={<BookmarkIcon />}
          pressed={question.my_favorite}
          count={question.favorites_count}
          onClick={() => react(question.my_favorite ? "unfavorite" : "favorite")}
          busy={reaction.isPending}
          testId="question-favorite"
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={<ShareOutlinedIcon />}
          onClick={() => void onShare()}
          sx={{ borderRadius: 99, px: { xs: 1.25, sm: 1.75 }, ml: "auto" }}
          data-testid="question-share"
        >
          {t("actions.share")}
        </Button>
        <ReportButton target={{ type: "question", id: question.id }} authorId={question.user_id} />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1.5 }, flexWrap: "wrap" }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {isOwn ? t("rating.average") : t("rating.yours")}
        </Typography>
        <StarRating
          value={question.my_rating}
          average={question.rating_avg}
          count={question.rating_count}
          onRate={onRate}
          readOnly={isOwn}
          readOnlyReason={t("own.rating")}
          busy={rate.isPending}
          testId="question-rating"
        />
      </Box>
      {isOwn && (
        <Typography variant="caption" color="textSecondary" data-testid="own-question-note">
          {t("own.note")}
        </Typography>
      )}
      <ShareDialog url={manualShareUrl} onClose={() => setManualShareUrl(null)} />
    </Box>
  );
}
