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
