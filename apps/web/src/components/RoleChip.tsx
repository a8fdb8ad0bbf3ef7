import type { Role } from "@ask/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Spec 2/6: expert purple; publisher and organization blue; a normal user plain. */
export const ROLE_CHIP_COLORS: Partial<Record<Role, string>> = {
  expert: "#7e22ce",
  publisher: "#1d4ed8",
  organization: "#1d4ed8",
};

/** A user's role as a chip (the user centre header and the poster profile). */
export function RoleChip({ role, testId = "uc-role-chip" }: { role: Role; testId?: string }) {
  const { t } = useTranslation("userCenter");
  const color = ROLE_CHIP_COLORS[role];
  return (
    <Chip
      size="small"
      label={t(`roles.${role}`)}
      variant={color ? "filled" : "outlined"}
      data-testid={testId}
      data-role={role}
      sx={color ? { bgcolor: color, color: "#fff", fontWeight: 600 } : { fontWeight: 500 }}
    />
  );
}
