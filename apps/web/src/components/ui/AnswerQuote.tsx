import { Box, Typography } from "@mui/material";

interface AnswerQuoteProps {
  /** The answer, plain text: rendered as text, never as HTML. */
  text: string;
  /** Taller than this it scrolls (px). */
  maxHeight: number;
  /** Grey text (a quote inside a dialog) instead of the body colour. */
  muted?: boolean;
  /** Looser lines (a long answer read for a decision). */
  relaxed?: boolean;
  testId?: string;
}

/** An answer quoted in a tinted block with a bar at its start edge (a moderation card, a pay dialog). */
export function AnswerQuote({ text, maxHeight, muted = false, relaxed = false, testId }: AnswerQuoteProps) {
  return (
    <Box
      component="blockquote"
      sx={{
        m: 0,
        px: 1.5,
        py: 1,
        borderInlineStart: 3,
        borderColor: "divider",
        bgcolor: "action.hover",
        borderRadius: 1,
        maxHeight,
        overflow: "auto",
      }}
    >
      <Typography
        variant="body2"
        color={muted ? "textSecondary" : undefined}
        sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", ...(relaxed && { lineHeight: 1.7 }) }}
        dir="auto"
        data-testid={testId}
      >
        {text}
      </Typography>
    </Box>
  );
}
