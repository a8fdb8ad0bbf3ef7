import { Box, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

export interface SectionProps {
  /** The section's heading. */
  title: ReactNode;
  children: ReactNode;
  /**
   * The heading's level: "h2" (default, subtitle1) for a part of a page, "h3" (subtitle2) for a part
   * of a form that sits under its own h2.
   */
  heading?: "h2" | "h3";
  /** An outlined card with padding (a card of a form or of a detail page) instead of a plain block. */
  outlined?: boolean;
  /** The children stand in two columns on wider screens, one on phones (a form's fields). */
  grid?: boolean;
  /** Room under the heading, in theme spacing (default 1.5; 2 for an outlined form card). */
  titleGap?: number;
  testId?: string;
}

/** A titled part of a page or a form: a heading and its content, plain or as an outlined card. */
export function Section({
  title,
  children,
  heading = "h2",
  outlined = false,
  grid = false,
  titleGap = 1.5,
  testId,
}: SectionProps) {
  const body = grid ? (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
      }}
    >
      {children}
    </Box>
  ) : (
    children
  );
  const head = (
    <Typography
      variant={heading === "h2" ? "subtitle1" : "subtitle2"}
      component={heading}
      sx={{ fontWeight: 700, mb: titleGap }}
    >
      {title}
    </Typography>
  );
  return outlined ? (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
      data-testid={testId}
    >
      {head}
      {body}
    </Paper>
  ) : (
    <Box component="section" data-testid={testId}>
      {head}
      {body}
    </Box>
  );
}
