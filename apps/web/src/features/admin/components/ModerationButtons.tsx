import type { ModerationAction } from "@ask/contracts";
import BlockIcon from "@mui/icons-material/Block";
import CheckIcon from "@mui/icons-material/Check";
import DoNotDisturbOnOutlinedIcon from "@mui/icons-material/DoNotDisturbOnOutlined";
import RemoveDoneIcon from "@mui/icons-material/RemoveDone";
import VisibilityOffOutlinedIcon from "@mui/icons-material/VisibilityOffOutlined";
import { Box, Button } from "@mui/material";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";

const LOOK: Record<
  ModerationAction,
  { icon: ReactElement; color: "inherit" | "success" | "warning" | "error"; filled?: boolean }
> = {
  dismiss: { icon: <RemoveDoneIcon />, color: "inherit" },
  approve: { icon: <CheckIcon />, color: "success" },
  hide: { icon: <VisibilityOffOutlinedIcon />, color: "warning" },
  reject: { icon: <DoNotDisturbOnOutlinedIcon />, color: "error" },
  ban_user: { icon: <BlockIcon />, color: "error", filled: true },
};

/** A queue item's possible decisions, end-aligned; on phones they share the rows' width. */
export function ModerationButtons({
  actions,
  busy,
  onAction,
}: {
  actions: ModerationAction[];
  busy: boolean;
  onAction(action: ModerationAction): void;
}) {
  const { t } = useTranslation("moderation");
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap", mt: 2 }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={LOOK[action].filled ? "contained" : "outlined"}
          color={LOOK[action].color}
          startIcon={LOOK[action].icon}
          onClick={() => onAction(action)}
          disabled={busy}
          sx={{ flex: { xs: "1 1 auto", sm: "none" } }}
          data-testid={`report-action-${action}`}
        >
          {t(`queue.actions.${action}`)}
        </Button>
      ))}
    </Box>
  );
}
