import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { userText } from "./text-sx";

/**
 * The large bold title at the top of a detail or profile card (a job's title, a user's name). It is
 * user-written: it keeps its own direction, lines up with the page and breaks a long word.
 */
export function TitleText({
  children,
  component = "h1",
  testId,
}: {
  children: ReactNode;
  /** "p" where the page has its own h1. */
  component?: "h1" | "p";
  testId: string;
}) {
  return (
    <Typography
      variant="h5"
      component={component}
      dir="auto"
      sx={{ fontWeight: 700, ...userText }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}
