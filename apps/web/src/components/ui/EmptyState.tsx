import type { SvgIconComponent } from "@mui/icons-material";
import { Box, Button, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface EmptyStateProps {
  icon: SvgIconComponent;
  title: ReactNode;
  text?: ReactNode;
  /** A button (or a row of them) under the text. */
  action?: ReactNode;
  /** Page: ways on, as buttons under the text; the first is the main one. */
  links?: { to: string; label: string }[];
  testId?: string;
  /**
   * "panel" (default): a dashed box standing in for an empty list.
   * "page": an outlined sheet standing in for a whole page (a missing or unavailable item).
   */
  variant?: "panel" | "page";
  /** Panel on the paper colour instead of the page's background. */
  surface?: boolean;
  /** Panel: smaller (less padding, smaller icon, plain title): inside a card or tab. */
  dense?: boolean;
  /** Page: the title's level; "h2" is a notice inside a page that has its own heading. */
  heading?: "h1" | "h2";
  /** Page: the icon's colour (default muted). */
  iconColor?: string;
  /** Announced to screen readers when it appears (role="status"). */
  status?: boolean;
  /** Panel: more room above and below on wider screens (a page-wide message). */
  roomy?: boolean;
}

/** "Nothing here": an icon, a title, a line of text and perhaps a way on, in one look across the app. */
export function EmptyState(props: EmptyStateProps) {
  return props.variant === "page" ? <PageState {...props} /> : <PanelState {...props} />;
}

function PanelState({
  icon: Icon,
  title,
  text,
  action,
  testId,
  surface,
  dense,
  status,
  roomy,
}: EmptyStateProps) {
  return (
    <Box
      data-testid={testId}
      role={status ? "status" : undefined}
      sx={{
        py: roomy ? { xs: 5, sm: 7 } : dense ? 4 : 6,
        px: 2,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
        ...(surface && { bgcolor: "background.paper" }),
      }}
    >
      <Icon sx={{ fontSize: dense ? 40 : 48, opacity: 0.6 }} aria-hidden />
      <Typography sx={dense ? { mt: 0.5 } : { fontWeight: 600, mt: 1, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 460, mx: "auto" }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: dense ? 1.5 : 2 }}>{action}</Box>}
    </Box>
  );
}

function PageState({
  icon: Icon,
  title,
  text,
  action,
  links,
  testId,
  heading = "h1",
  iconColor,
  status,
}: EmptyStateProps) {
  const h1 = heading === "h1";
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      role={status ? "status" : undefined}
      sx={{ textAlign: "center", py: h1 ? { xs: 6, md: 8 } : { xs: 5, md: 7 }, px: 3 }}
    >
      <Icon sx={{ fontSize: 56, color: iconColor ?? "text.disabled", mb: 1 }} aria-hidden />
      <Typography variant={h1 ? "h5" : "h6"} component={heading} sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 460, mx: "auto" }}>
          {text}
        </Typography>
      )}
      {(action || links) && (
        <Box sx={{ display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>
          {links?.map((link, i) => (
            <Button key={link.to} variant={i === 0 ? "contained" : "outlined"} component={Link} to={link.to}>
              {link.label}
            </Button>
          ))}
          {action}
        </Box>
      )}
    </Paper>
  );
}
