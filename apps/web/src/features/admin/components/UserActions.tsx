import type { AdminUserSummary, GrantableRole } from "@ask/contracts";
import BlockIcon from "@mui/icons-material/Block";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export type AskedAction =
  | { kind: "role"; role: GrantableRole; label: string }
  | { kind: "ban" }
  | { kind: "unban" };

/** The role changes offered for an account's role: grant or revoke moderator and publisher. */
function roleChoices(role: AdminUserSummary["role"]): { role: GrantableRole; key: string }[] {
  if (role === "admin" || role === "expert") return [];
  const choices: { role: GrantableRole; key: string }[] = [];
  choices.push(
    role === "moderator"
      ? { role: "user", key: "revoke_moderator" }
      : { role: "moderator", key: "grant_moderator" },
  );
  choices.push(
    role === "publisher"
      ? { role: "user", key: "revoke_publisher" }
      : { role: "publisher", key: "grant_publisher" },
  );
  return choices;
}

interface Props {
  user: AdminUserSummary;
  busy: boolean;
  onAsk(action: AskedAction): void;
}

/** Buttons for an account: role changes, then ban or unban; each opens a confirmation. */
export function UserActions({ user, busy, onAsk }: Props) {
  const { t } = useTranslation("adminUsers");
  const choices = roleChoices(user.role);
  const ban =
    user.status === "banned"
      ? ({ kind: "unban", color: "success", icon: <LockOpenIcon /> } as const)
      : ({ kind: "ban", color: "error", icon: <BlockIcon /> } as const);
  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {choices.map((choice) => (
          <Button
            key={choice.key}
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => onAsk({ kind: "role", role: choice.role, label: t(`users.${choice.key}`) })}
            data-testid={`user-${choice.key}`}
          >
            {t(`users.${choice.key}`)}
          </Button>
        ))}
        {user.role !== "admin" && (
          <Button
            key={ban.kind}
            variant="outlined"
            color={ban.color}
            size="small"
            startIcon={ban.icon}
            disabled={busy}
            onClick={() => onAsk({ kind: ban.kind })}
            data-testid={`user-${ban.kind}`}
          >
            {t(`users.${ban.kind}`)}
          </Button>
        )}
      </Box>
      {choices.length === 0 && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {t("users.role_locked")}
        </Typography>
      )}
    </Box>
  );
}
