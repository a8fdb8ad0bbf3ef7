import StarIcon from "@mui/icons-material/Star";
import { Box, Rating, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

interface StarRatingProps {
  /** The caller's own score, or null when they have not rated. */
  value: number | null;
  average: number | null;
  count: number;
  onRate(score: number): void;
  /** Read-only (own question or comment): shows the average instead of the caller's score. */
  readOnly?: boolean;
  readOnlyReason?: string;
  busy?: boolean;
  size?: "small" | "medium";
  testId: string;
}

/** 1-5 stars for the caller's rating, next to the average and the number of ratings. */
export function StarRating({
  value,
  average,
  count,
  onRate,
  readOnly,
  readOnlyReason,
  busy,
  size = "medium",
  testId,
}: StarRatingProps) {
  const { t } = useTranslation("question");
  const stars = (
    <Rating
      name={testId}
      value={readOnly ? average : value}
      precision={readOnly ? 0.5 : 1}
      readOnly={readOnly}
      disabled={busy}
      size={size}
      onChange={(_event, score) => {
        if (score) onRate(score);
      }}
      getLabelText={(n) => t("rating.stars", { n })}
      emptyIcon={<StarIcon fontSize="inherit" sx={{ opacity: 0.35 }} />}
      data-testid={testId}
      data-value={value ?? ""}
    />
  );
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      {readOnly && readOnlyReason ? (
        <span title={readOnlyReason} style={{ display: "inline-flex" }}>
          {stars}
        </span>
      ) : (
        stars
      )}
      <Typography
        variant={size === "small" ? "caption" : "body2"}
        color="textSecondary"
        title={average === null ? undefined : t("rating.summary", { avg: average.toFixed(1), count })}
        data-testid={`${testId}-summary`}
      >
        {average === null || count === 0
          ? t("rating.none")
          : t("rating.short", { avg: average.toFixed(1), count })}
      </Typography>
    </Box>
  );
}
