import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** An empty wallet list: a dashed box with a message and an optional action. */
export function WalletEmpty({
  message,
  action,
  testId,
}: {
  message: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        py: 4,
        px: 2,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
      }}
    >
      <InboxOutlined sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
      <Typography sx={{ mt: 0.5 }}>{message}</Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
