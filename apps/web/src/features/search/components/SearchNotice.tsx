import type { SvgIconComponent } from "@mui/icons-material";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A calm full-width message: the prompt, nothing found, or a failed search. */
export function SearchNotice({
  icon: Icon,
  title,
  body,
  action,
  testId,
}: {
  icon: SvgIconComponent;
  title: string;
  body?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      role="status"
      sx={{
        py: { xs: 5, sm: 7 },
        px: 2,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
        bgcolor: "background.paper",
      }}
    >
      <Icon sx={{ fontSize: 48, opacity: 0.6 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: "anywhere" }}>{title}</Typography>
      {body && (
        <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 460, mx: "auto" }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
