import type { AdminUserSummary } from "@ask/contracts";
import { Chip, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

/** An account's role and, when banned, a red "banned" chip. */
export function UserStatusChips({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation("adminUsers");
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexShrink: 0 }}>
      <Chip
        size="small"
        variant={user.role === "user" ? "outlined" : "filled"}
        color={user.role === "admin" || user.role === "moderator" ? "secondary" : "default"}
        label={t(`roles.${user.role}`)}
        data-testid="user-role"
        data-role={user.role}
      />
      {user.status === "banned" && (
        <Chip size="small" color="error" label={t("status.banned")} data-testid="user-banned" />
      )}
    </Stack>
  );
}
