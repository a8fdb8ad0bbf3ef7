import type { Comment } from "@ask/contracts";
import EmojiEventsOutlinedIcon from "@mui/icons-material/EmojiEventsOutlined";
import GavelIcon from "@mui/icons-material/Gavel";
import { Chip, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

type Standing = Pick<Comment, "leading" | "appeal_status" | "is_paid">;

/**
 * The answer's chips about the bonus, next to its author: "leading" under the highest-rated rule
 * (counted as the payout counts), and the appeal made with it ("appealing", "upheld", "rejected").
 */
export function BonusStandingChips({ comment }: { comment: Standing }) {
  const { t } = useTranslation("question");
  const appeal = comment.appeal_status;
  return (
    <>
      {comment.leading && !comment.is_paid && (
        <Tooltip title={t("comments.leading_help")}>
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            icon={<EmojiEventsOutlinedIcon />}
            label={t("comments.leading")}
            sx={{ height: 22, fontWeight: 700 }}
            data-testid="comment-leading"
          />
        </Tooltip>
      )}
      {appeal && (
        <Chip
          size="small"
          variant="outlined"
          color={appeal === "open" ? "warning" : appeal === "awarded" ? "success" : "default"}
          icon={<GavelIcon />}
          label={t(`appeal.${appeal === "open" ? "appealing" : appeal}`)}
          sx={{ height: 22, fontWeight: 700 }}
          data-testid="comment-appeal"
          data-status={appeal}
        />
      )}
    </>
  );
}

/**
 * Under "highest-rated answer": the score that counts for the bonus (the publisher's ratings, and
 * those of users with a verified phone who did not answer this question), beside the stars' raw average.
 */
export function RuleScore({ comment }: { comment: Pick<Comment, "rule_score"> }) {
  const { t } = useTranslation("question");
  const score = comment.rule_score;
  if (!score) return null;
  return (
    <Tooltip title={t("comments.rule_score_help")}>
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ whiteSpace: "nowrap", cursor: "help" }}
        data-testid="comment-rule-score"
      >
        {score.avg === null
          ? t("comments.rule_score_none")
          : t("comments.rule_score", { avg: score.avg.toFixed(1), count: score.count })}
      </Typography>
    </Tooltip>
  );
}
