import ThumbDownIcon from "@mui/icons-material/ThumbDown";
import ThumbDownOutlinedIcon from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpIcon from "@mui/icons-material/ThumbUp";
import ThumbUpOutlinedIcon from "@mui/icons-material/ThumbUpOutlined";
import { Button } from "@mui/material";
import type { ReactNode } from "react";

interface ReactionButtonProps {
  label: string;
  icon: ReactNode;
  pressedIcon?: ReactNode;
  pressed: boolean;
  count?: number;
  onClick(): void;
  disabled?: boolean;
  /** Why the button is disabled (shown on hover and focus). */
  disabledReason?: string;
  busy?: boolean;
  compact?: boolean;
  testId: string;
}

/** A toggle (like, dislike, favorite) with its count; aria-pressed tells its state. */
export function ReactionButton({
  label,
  icon,
  pressedIcon,
  pressed,
  count,
  onClick,
  disabled,
  disabledReason,
  busy,
  compact,
  testId,
}: ReactionButtonProps) {
  const button = (
    <Button
      size="small"
      variant={compact ? "text" : pressed ? "contained" : "outlined"}
      color={compact && !pressed ? "inherit" : "primary"}
      startIcon={pressed ? (pressedIcon ?? icon) : icon}
      aria-pressed={pressed}
      aria-label={count === undefined ? label : `${label} ${count}`}
      onClick={onClick}
      disabled={disabled || busy}
      data-testid={testId}
      sx={{
        minWidth: 0,
        borderRadius: 99,
        px: compact ? 1 : { xs: 1.25, sm: 1.75 },
        color: compact && !pressed ? "text.secondary" : undefined,
        "& .MuiButton-startIcon": { mr: count === undefined && compact ? 0 : 0.75, ml: 0 },
      }}
    >
      {!compact && label}
      {count !== undefined && (
        <span data-testid={`${testId}-count`} style={{ marginInlineStart: compact ? 0 : 6 }}>
          {count}
        </span>
      )}
    </Button>
  );
  if (disabled && disabledReason) {
    return (
      // The browser's own hint (the screen also says it in words): no tooltip code on the detail screen.
      <span title={disabledReason}>{button}</span>
    );
  }
  return button;
}

const LIKE_ICONS = {
  like: [ThumbUpOutlinedIcon, ThumbUpIcon],
  dislike: [ThumbDownOutlinedIcon, ThumbDownIcon],
} as const;

type LikeKind = keyof typeof LIKE_ICONS;

interface LikeDislikeProps {
  labels: Record<LikeKind, string>;
  pressed: Record<LikeKind, boolean>;
  counts: Record<LikeKind, number>;
  /** "like"/"dislike" to press, "unlike"/"undislike" to release. */
  onReact(action: LikeKind | `un${LikeKind}`): void;
  disabled?: boolean;
  disabledReason?: string;
  busy?: boolean;
  /** Icons and counts only (an answer's row) instead of labelled buttons (the question's bar). */
  compact?: boolean;
  /** The buttons' test ids are `${testIdPrefix}-like` and `${testIdPrefix}-dislike`. */
  testIdPrefix: string;
}

/** The like and dislike toggles of a question or an answer. */
export function LikeDislikeButtons({
  labels,
  pressed,
  counts,
  onReact,
  compact,
  testIdPrefix,
  ...rest
}: LikeDislikeProps) {
  const size = compact ? "small" : undefined;
  return (["like", "dislike"] as const).map((kind) => {
    const [Icon, PressedIcon] = LIKE_ICONS[kind];
    const on = pressed[kind];
    return (
      <ReactionButton
        key={kind}
        {...rest}
        compact={compact}
        label={labels[kind]}
        icon={<Icon fontSize={size} />}
        pressedIcon={<PressedIcon fontSize={size} />}
        pressed={on}
        count={counts[kind]}
        onClick={() => onReact(on ? `un${kind}` : kind)}
        testId={`${testIdPrefix}-${kind}`}
      />
    );
  });
}
